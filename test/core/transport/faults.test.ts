// @vitest-environment node
import { createHttpTransport } from '../../../src/core/transport/createHttpTransport';
import { createTransportHarness } from './transportHarness';
import { RequestTimeoutError } from '../../../src/core/transport/RequestTimeoutError';
import { InvalidPayloadError } from '../../../src/core/schemas/InvalidPayloadError';
import { WidgetError } from '../../../src/core/transport/WidgetError';
import { openEventStream, updateEvent, write } from './httpTestServer';

const { serve, transportFor, collect } = createTransportHarness(10);

const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

beforeEach(() => {
  // Bad payloads warn in development; these tests check the errors, not the console.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('render fetch faults', () => {
  it('times out a render that never answers: the fetch is aborted and it rejects with RequestTimeoutError', async () => {
    const server = await serve(() => undefined); // never answers
    const signals: AbortSignal[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return fetch(input, init);
    };
    const transport = transportFor(server, { timeoutMs: 100, fetch: spyFetch });
    const error = await transport.render('board').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ message: 'GET /widgets/board/render timed out after 100 ms', timeoutMs: 100 });
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[0]!.reason).toBe(error);
  });

  it('times out a body that starts but never ends', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data": ');
    });
    await expect(transportFor(server, { timeoutMs: 50 }).render('board')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('has a 15 s deadline by default, which the caller can turn off', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const byDefault = createHttpTransport({ baseUrl: '/api', fetch: hanging }).render('w');
    const settled = byDefault.catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(14_999);
    const unlimited = createHttpTransport({ baseUrl: '/api', fetch: hanging, timeoutMs: Infinity }).render('w');
    let unlimitedSettled = false;
    void unlimited.catch(() => undefined).finally(() => (unlimitedSettled = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unlimitedSettled).toBe(false);
  });

  it('turns a 500 with a proxy HTML page into a WidgetError naming the status', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<html><body>Internal error</body></html>');
    });
    const error = await transportFor(server).render('board').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ status: 500, message: 'GET /widgets/board/render failed: 500 Internal Server Error' });
  });

  it.each([
    ['render', (transport: ReturnType<typeof createHttpTransport>) => transport.render('board'), 'GET /widgets/board/render'],
    ['list', (transport: ReturnType<typeof createHttpTransport>) => transport.listWidgets(), 'GET /widgets'],
    ['action', (transport: ReturnType<typeof createHttpTransport>) => transport.action('board', 'claim', {}), 'POST /widgets/board/actions/claim'],
  ] as const)('rejects a %s answered by an HTML page with 200 as an InvalidPayloadError', async (source, call, label) => {
    const server = await serve((_request, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Sign in</title>');
    });
    const error = await call(transportFor(server)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({
      source,
      message: `${label}: invalid ${source === 'list' ? 'widget list' : `${source} result`}: expected a JSON response, got Content-Type "text/html; charset=utf-8"`,
    });
  });

  it('rejects malformed JSON with the request, the payload and the problem named', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data": [1, 2,');
    });
    const error = await transportFor(server).render('board').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({
      source: 'render',
      issues: [{ path: '', message: 'the response is not valid JSON' }],
      message: 'GET /widgets/board/render: invalid render result: the response is not valid JSON',
    });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('event stream faults', () => {
  it('drops mid-event, resumes from Last-Event-ID, and loses or repeats nothing', async () => {
    const log = [1, 2, 3, 4, 5, 6].map((version) => updateEvent(version, { card: version }));
    const server = await serve(async (request, res) => {
      openEventStream(res);
      const after = Number(request.headers['last-event-id'] ?? 0);
      if (after === 0) {
        // Three whole events and half of the fourth, then the connection dies.
        await write(res, log.slice(0, 3).join('') + log[3]!.slice(0, 12));
        res.socket?.destroy();
        return;
      }
      res.write(log.slice(after).join(''));
    });
    const { versions, updates } = collect(transportFor(server), 'board');
    await until(() => expect(versions()).toEqual([1, 2, 3, 4, 5, 6]));
    expect(updates.map((update) => update.data)).toEqual([1, 2, 3, 4, 5, 6].map((card) => ({ card })));
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '3']);
  });

  it('drops pushes that arrive out of order or twice, by version, across a reconnect too', async () => {
    const server = await serve(async (request, res) => {
      openEventStream(res);
      if (request.headers['last-event-id'] === undefined) {
        await write(res, [2, 1, 2, 3, 3, 5, 4].map((version) => updateEvent(version, version)).join(''));
        res.socket?.destroy();
        return;
      }
      // A server that ignores Last-Event-ID and replays its whole history.
      res.write([1, 2, 3, 4, 5, 6].map((version) => updateEvent(version, version)).join(''));
    });
    const { versions } = collect(transportFor(server), 'board');
    await until(() => expect(versions()).toEqual([2, 3, 5, 6]));
  });

  it('drops a push that breaks the schema with a warning and an onError, and keeps the stream', async () => {
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(updateEvent(1, 'first'));
      res.write('id: 2\nevent: update\ndata: {"data": "no version"}\n\n');
      res.write('id: 3\nevent: update\ndata: {"version": 3}\n\n');
      res.write(updateEvent(4, 'fourth'));
    });
    const { updates, errors } = collect(transportFor(server), 'board');
    await until(() => expect(updates.map((update) => update.data)).toEqual(['first', 'fourth']));
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBeInstanceOf(InvalidPayloadError);
    expect(errors[1]).toMatchObject({ source: 'push', issues: [{ path: 'data', message: 'missing (send null for no data)' }] });
    expect(console.warn).toHaveBeenCalledWith(
      '[cameo] GET /widgets/board/events: invalid pushed update: version: expected a number, got undefined (dropped; the stream goes on)',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('half-open event streams', () => {
  it('cuts a stream that goes silent, says why, and resumes from Last-Event-ID', async () => {
    const server = await serve(async (request, res) => {
      openEventStream(res);
      // The first connection sends one update and then nothing, ever, without closing: a
      // server that died behind a load balancer looks exactly like this.
      if (request.headers['last-event-id'] === undefined) return void (await write(res, updateEvent(1, 'a')));
      res.write(updateEvent(2, 'b'));
    });
    const { versions, errors } = collect(transportFor(server, { idleTimeoutMs: 100 }), 'board');
    await until(() => expect(versions()).toEqual([1, 2]));
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '1']);
    expect(errors.map((error) => error.message)).toEqual(['GET /widgets/board/events: no data for 100 ms; reconnecting']);
  });

  it('keeps a quiet stream open while the server sends heartbeats', async () => {
    const server = await serve(async (_request, res) => {
      openEventStream(res);
      // Heartbeats for three idle periods, then an update on the same connection. A beat every
      // 50 ms against a 1 s idle limit: a busy two-core machine may stall this process for a
      // few hundred milliseconds (server and client share it), which a 200 ms limit took for silence.
      for (let beat = 0; beat < 60; beat += 1) {
        await write(res, ': ping\n\n');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      res.write(updateEvent(1, 'still here'));
    });
    const { versions, errors } = collect(transportFor(server, { idleTimeoutMs: 1000 }), 'board');
    await vi.waitFor(() => expect(versions()).toEqual([1]), { timeout: 10_000, interval: 20 });
    expect(server.requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
