// @vitest-environment node
import { EventTooLargeError } from '../../../src/core/transport/EventTooLargeError';
import { createHttpTransport } from '../../../src/core/transport/createHttpTransport';
import { createTransportHarness } from './transportHarness';
import { openEventStream, updateEvent, write } from './httpTestServer';

const { serve, transportFor, collect } = createTransportHarness(20);

const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

describe('createHttpTransport: an event over maxEventSize', () => {
  it('drops the stream, reports EventTooLargeError and resumes from Last-Event-ID with the next event', async () => {
    const sent = { bytes: 0, closedEarly: false };
    const server = await serve(async (request, res) => {
      openEventStream(res);
      if (request.headers['last-event-id'] === undefined) {
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
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '1']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(EventTooLargeError);
    expect(errors[0]!.message).toBe(
      'GET /widgets/board/events: an event exceeded the limit of 65536 characters (maxEventSize); the stream was dropped',
    );
    // The client hung up (past the limit, by what the sockets had buffered), rather than
    // reading the whole 16 MiB line.
    await until(() => expect(sent.closedEarly).toBe(true));
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
