// @vitest-environment node
import { EventTooLargeError } from '../../../src/core/transport/EventTooLargeError';
import { createHttpTransport } from '../../../src/core/transport/createHttpTransport';
import { createTransportHarness } from './transportHarness';
import { openEventStream, updateEvent, write } from './httpTestServer';

const { serve, transportFor, collect } = createTransportHarness(20);

const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets real I/O and promise chains run (setImmediate is not faked) until `done`, or gives up. */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('createHttpTransport: an event over maxEventSize', () => {
  it('drops the stream before reading it all, reports EventTooLargeError and reconnects', async () => {
    const sent = { bytes: 0, closedEarly: false };
    const server = await serve(async (_request, res) => {
      openEventStream(res);
      if (server.requests.length === 1) {
        await write(res, updateEvent(1, 'before'));
        // An update whose one data line goes on: the server keeps writing until the client hangs
        // up, or ends it after 16 MiB (a client without a limit reads it all).
        const chunk = 'x'.repeat(16 * 1024);
        let closed = false;
        const hungUp = new Promise<void>((resolve) =>
          res.socket?.once('close', () => {
            closed = true;
            resolve();
          }),
        );
        await write(res, 'id: 2\nevent: update\ndata: {"version":2,"data":"');
        while (!closed && sent.bytes < 16 * 1024 * 1024) {
          // A write to a closed socket never calls back: the hang-up ends the wait instead.
          await Promise.race([write(res, chunk), hungUp]);
          sent.bytes += chunk.length;
        }
        sent.closedEarly = closed;
        if (!closed) res.end('"}\n\n');
      } else {
        res.write(updateEvent(2, 'after'));
      }
    });
    const { updates, errors } = collect(transportFor(server, { maxEventSize: 64 * 1024 }), 'board');
    await until(() => expect(updates.map((update) => update.data)).toEqual(['before', 'after']));
    expect(server.requests).toHaveLength(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(EventTooLargeError);
    expect(errors[0]!.message).toBe(
      'GET /widgets/board/events: an event exceeded the limit of 65536 characters (maxEventSize); the stream was dropped',
    );
    // The client hung up (past the limit, by what the sockets had buffered), rather than
    // reading the whole 16 MiB line.
    await until(() => expect(sent.closedEarly).toBe(true));
  });

  it('after an oversized event, reconnects without Last-Event-ID and gets a fresh render instead of the same event', async () => {
    // An oversized event is never dispatched, so Last-Event-ID still names the event before it:
    // resuming from there makes a replaying server send the same oversized event again, forever.
    const oversized = `id: 2\nevent: update\ndata: ${JSON.stringify({ version: 2, data: 'x'.repeat(4096) })}\n\n`;
    const server = await serve(async (request, res) => {
      openEventStream(res);
      if (server.requests.length === 1) await write(res, updateEvent(1, 'before') + oversized);
      else if (request.headers['last-event-id'] !== undefined) await write(res, oversized);
      else return void res.write(updateEvent(3, 'fresh')); // stays open
      res.end();
    });
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const { updates, errors } = collect(transportFor(server, { maxEventSize: 1024, fetch: fetchSpy }), 'board');
    await vi.waitFor(() => expect(updates.map((update) => update.data)).toEqual(['before', 'fresh']), {
      timeout: 10_000,
      interval: 5,
    });
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, undefined]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(EventTooLargeError);
    await sleep(100); // five first backoffs: a transport stuck replaying would fetch again meanwhile
    expect(fetchSpy.mock.calls.length).toBeLessThanOrEqual(3);
    expect(server.requests).toHaveLength(2);
  });

  // The second: each connection delivers a good update first, which must not count as a
  // recovery when the same connection then dies of an oversized event.
  it.each([
    ['an oversized event', (_connect: number) => ''],
    ['a good update, then an oversized event', (connect: number) => updateEvent(connect, 'small')],
  ])('backs off further with each connection that ends in %s', async (_name, before) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const oversized = `id: 99\nevent: update\ndata: ${JSON.stringify({ version: 99, data: 'x'.repeat(500) })}\n\n`;
      const fetchedAt: number[] = [];
      const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
        fetchedAt.push(Date.now());
        const body = before(fetchedAt.length) + oversized;
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      });
      const errors: Error[] = [];
      const transport = createHttpTransport({
        baseUrl: 'http://stub.invalid',
        fetch: fetchStub,
        maxEventSize: 100,
        reconnect: { initialDelay: 1000, factor: 2, maxDelay: 60_000, jitter: 0 },
      });
      const unsubscribe = transport.subscribe('w', () => undefined, { onError: (error) => errors.push(error) });
      for (let attempt = 1; attempt <= 4; attempt++) {
        await settle(() => errors.length >= attempt);
        // The fake clock jumps straight to the reconnect timer, the only one left.
        if (attempt < 4) await vi.advanceTimersToNextTimerAsync();
      }
      unsubscribe();
      expect(errors.every((error) => error instanceof EventTooLargeError)).toBe(true);
      expect(fetchedAt.slice(1).map((at, index) => at - fetchedAt[index]!)).toEqual([1000, 2000, 4000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the default limit of 8 Mi characters: an update of 1 MiB arrives whole', async () => {
    const big = 'y'.repeat(1024 * 1024);
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(updateEvent(1, big));
    });
    const { updates, errors } = collect(transportFor(server), 'w');
    await until(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.data).toBe(big);
    expect(errors).toEqual([]);
  });

  it('refuses a limit that is not a positive number when the transport is made', () => {
    expect(() => createHttpTransport({ baseUrl: '/api', maxEventSize: 0 })).toThrow(RangeError);
    expect(() => createHttpTransport({ baseUrl: '/api', maxEventSize: Infinity })).not.toThrow();
  });
});
