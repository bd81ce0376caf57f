// @vitest-environment node
import { createHttpTransport } from '../../../src/core/transport/createHttpTransport';
import { createTransportHarness } from './transportHarness';
import type { ServerResponse } from 'node:http';
import type { WidgetUpdate } from '../../../src/core/transport/Transport';
import { InvalidPayloadError } from '../../../src/core/schemas/InvalidPayloadError';
import { WidgetError } from '../../../src/core/transport/WidgetError';
import { openEventStream, sendJson, updateEvent, write } from './httpTestServer';

const { serve, transportFor, collect, closeServer, afterTest } = createTransportHarness(20);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

describe('createHttpTransport: requests', () => {
  it('lists widgets, keeping only the known fields and treating null as absent', async () => {
    const server = await serve((_request, res) =>
      sendJson(res, 200, {
        widgets: [
          { id: 'board', container: 'drawer', title: 'Board', extra: true },
          { id: 'clock', container: null, title: null },
        ],
      }),
    );
    await expect(transportFor(server).listWidgets()).resolves.toEqual([
      { id: 'board', container: 'drawer', title: 'Board' },
      { id: 'clock' },
    ]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/widgets' });
    expect(server.requests[0]!.headers.accept).toBe('application/json');
  });

  it('renders, with the id as one encoded path segment under a base path', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, { data: { cards: [1, 2] }, version: 7 }));
    const transport = createHttpTransport({ baseUrl: `${server.url}/api/` });
    await expect(transport.render('a b/c?d#e')).resolves.toEqual({ data: { cards: [1, 2] }, version: 7 });
    expect(server.requests[0]!.url).toBe('/api/widgets/a%20b%2Fc%3Fd%23e/render');
  });

  it('posts action args as JSON (null for undefined) and resolves to the result', async () => {
    const server = await serve((request, res) =>
      request.url.endsWith('/void') ? sendJson(res, 200, {}) : sendJson(res, 200, { result: { id: 'card-9' } }),
    );
    const transport = transportFor(server);
    await expect(transport.action('board', 'create card', { title: 'Ship' })).resolves.toEqual({ id: 'card-9' });
    await expect(transport.action('board', 'void', undefined)).resolves.toBeUndefined();
    expect(server.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/widgets/board/actions/create%20card', body: '{"title":"Ship"}' },
      { method: 'POST', url: '/widgets/board/actions/void', body: 'null' },
    ]);
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('sends the headers on every request; a header function is called each time and may be async', async () => {
    let token = 0;
    const server = await serve((request, res) => {
      if (request.url.endsWith('/events')) {
        openEventStream(res);
        res.write(updateEvent(1, 'x'));
      } else if (request.url === '/widgets') sendJson(res, 200, { widgets: [] });
      else if (request.method === 'POST') sendJson(res, 200, { result: null });
      else sendJson(res, 200, { data: null, version: 1 });
    });
    const transport = transportFor(server, { headers: async () => ({ Authorization: `Bearer t${++token}` }) });
    await transport.listWidgets();
    await transport.render('w');
    await transport.action('w', 'go', 1);
    const { updates } = collect(transport, 'w');
    await until(() => expect(updates).toHaveLength(1));
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer t1',
      'Bearer t2',
      'Bearer t3',
      'Bearer t4',
    ]);
    expect(server.requests[3]!.headers.accept).toBe('text/event-stream');

    const fixed = transportFor(server, { headers: { 'X-Api-Key': 'k', Accept: 'text/html' } });
    await fixed.render('w');
    // The caller's headers go along; the protocol's own Accept wins.
    expect(server.requests[4]!.headers).toMatchObject({ 'x-api-key': 'k', accept: 'application/json' });
  });

  it('uses a custom fetch when given one', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, { widgets: [] }));
    const customFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    await transportFor(server, { fetch: customFetch }).listWidgets();
    expect(customFetch).toHaveBeenCalledWith(`${server.url}/widgets`, expect.objectContaining({ method: 'GET' }));
  });
});

describe('createHttpTransport: failures', () => {
  it("rejects a 500 with a WidgetError carrying the server's message and status", async () => {
    const server = await serve((_request, res) =>
      sendJson(res, 500, { error: { message: 'board store unavailable', status: 500 } }),
    );
    const error = await transportFor(server).render('board').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ message: 'board store unavailable', status: 500 });
  });

  it('falls back to the status line when the error body is not the protocol’s', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>oops</h1>');
    });
    const error = await transportFor(server).render('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ message: 'GET /widgets/x/render failed: 500 Internal Server Error', status: 500 });
  });

  it('rejects an action the server refuses (409) with WidgetError 409', async () => {
    const server = await serve((_request, res) =>
      sendJson(res, 409, { error: { message: 'card already claimed', status: 409 } }),
    );
    const error = await transportFor(server).action('board', 'claim', { id: 'c1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ message: 'card already claimed', status: 409 });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"data": ', 'GET /widgets/x/render: invalid render result: the response is not valid JSON'],
    [
      'a non-JSON content type',
      'text/html',
      '{"data":1,"version":1}',
      'GET /widgets/x/render: invalid render result: expected a JSON response, got Content-Type "text/html"',
    ],
    [
      'no content type',
      undefined,
      '{"data":1,"version":1}',
      'GET /widgets/x/render: invalid render result: expected a JSON response, got Content-Type "none"',
    ],
    [
      'a string version',
      'application/json',
      '{"data":1,"version":"2"}',
      'GET /widgets/x/render: invalid render result: version: expected a number, got a string',
    ],
    ['no data', 'application/json', '{"version":2}', 'GET /widgets/x/render: invalid render result: data: missing (send null for no data)'],
    [
      'an array',
      'application/json',
      '[1]',
      'GET /widgets/x/render: invalid render result: expected {"data": …, "version": number}, got an array',
    ],
  ])('rejects a 200 render with %s as an InvalidPayloadError', async (_name, contentType, body, message) => {
    const server = await serve((_request, res) => {
      res.writeHead(200, contentType ? { 'Content-Type': contentType } : {});
      res.end(body);
    });
    const error = await transportFor(server).render('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({ source: 'render', message });
  });

  it('accepts a +json content type with parameters', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.cameo+json; charset=utf-8' });
      res.end('{"data":1,"version":1}');
    });
    await expect(transportFor(server).render('x')).resolves.toEqual({ data: 1, version: 1 });
  });

  it('rejects a widget list of the wrong shape', async () => {
    const bodies = [{ items: [] }, { widgets: [{ title: 'no id' }] }, { widgets: [{ id: 'w', container: 'popover' }] }];
    const server = await serve((_request, res) => sendJson(res, 200, bodies[server.requests.length - 1]));
    const transport = transportFor(server);
    await expect(transport.listWidgets()).rejects.toThrow('GET /widgets: invalid widget list: widgets: expected an array, got undefined');
    await expect(transport.listWidgets()).rejects.toThrow('widgets[0].id: expected a string id, got undefined');
    const error = await transport.listWidgets().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({
      source: 'list',
      issues: [{ path: 'widgets[0].container', message: "expected one of modal, drawer, fullscreen, panel, got 'popover'" }],
    });
  });

  it('names the request when the network fails', async () => {
    const server = await serve(() => undefined);
    await closeServer(server);
    await expect(transportFor(server).listWidgets()).rejects.toThrow(/^GET \/widgets failed: /);
  });

  it('aborts an in-flight request through the signal, rejecting with its reason', async () => {
    let closed = false;
    const server = await serve((_request, res) => {
      res.on('close', () => (closed = true)); // never answers: only the abort ends it
    });
    const controller = new AbortController();
    const pending = transportFor(server).render('slow', { signal: controller.signal });
    await until(() => expect(server.requests).toHaveLength(1));
    const reason = new Error('container closed');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await until(() => expect(closed).toBe(true));
  });

  it('makes no request for an already aborted signal', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, { result: 1 }));
    const signal = AbortSignal.abort();
    await expect(transportFor(server).action('w', 'go', null, { signal })).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(20);
    expect(server.requests).toHaveLength(0);
  });
});

describe('createHttpTransport: subscribe', () => {
  it('delivers the state sent on connect and every update after it', async () => {
    const streams: ServerResponse[] = [];
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(': ping\n\nretry: 1000\n\n');
      res.write(updateEvent(1, { n: 1 }));
      streams.push(res);
    });
    const { updates, errors } = collect(transportFor(server), 'board');
    await until(() => expect(updates).toHaveLength(1));
    streams[0]!.write(updateEvent(2, { n: 2 }) + updateEvent(3, { n: 3 }));
    await until(() => expect(updates).toHaveLength(3));
    expect(updates).toEqual([
      { widget: 'board', data: { n: 1 }, version: 1 },
      { widget: 'board', data: { n: 2 }, version: 2 },
      { widget: 'board', data: { n: 3 }, version: 3 },
    ]);
    expect(errors).toEqual([]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/widgets/board/events' });
    expect(server.requests[0]!.headers['last-event-id']).toBeUndefined();
  });

  it('resumes a dropped stream from Last-Event-ID, losing no update and repeating none', async () => {
    // The server's log; the client sees 1-3, loses the socket mid-event 4, and 5 happens while
    // it is away. The resumed stream replays from the Last-Event-ID itself (one overlap).
    const log = [1, 2, 3, 4, 5].map((version) => updateEvent(version, { card: version }));
    const server = await serve(async (request, res) => {
      openEventStream(res);
      const last = request.headers['last-event-id'];
      if (last === undefined) {
        await write(res, log.slice(0, 3).join('') + log[3]!.slice(0, 20));
        res.socket?.destroy();
      } else {
        await write(res, log.slice(Number(last) - 1).join(''));
      }
    });
    const { versions, updates, errors } = collect(transportFor(server), 'board');
    await until(() => expect(versions()).toEqual([1, 2, 3, 4, 5]));
    await sleep(30);
    expect(versions()).toEqual([1, 2, 3, 4, 5]);
    expect(updates[3]).toEqual({ widget: 'board', data: { card: 4 }, version: 4 });
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '3']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^GET \/widgets\/board\/events failed: /);
  });

  it('reconnects after a clean end of stream, too', async () => {
    const server = await serve((request, res) => {
      openEventStream(res);
      const next = Number(request.headers['last-event-id'] ?? 0) + 1;
      if (next < 3) res.end(updateEvent(next, next));
      else res.write(updateEvent(next, next)); // the third stays open
    });
    const { versions, errors } = collect(transportFor(server), 'w');
    await until(() => expect(versions()).toEqual([1, 2, 3]));
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '1', '2']);
    expect(errors.map((error) => error.message)).toEqual([
      'GET /widgets/w/events: the event stream ended',
      'GET /widgets/w/events: the event stream ended',
    ]);
  });

  it('keeps retrying quietly when no onError is given', async () => {
    const server = await serve(async (request, res) => {
      openEventStream(res);
      if (request.headers['last-event-id'] === undefined) {
        await write(res, updateEvent(1, 'a'));
        res.socket?.destroy();
      } else res.write(updateEvent(2, 'b'));
    });
    const seen: number[] = [];
    afterTest(transportFor(server).subscribe('w', (update) => seen.push(update.version)));
    // An error thrown for the drop would fail this test run as an unhandled error.
    await until(() => expect(seen).toEqual([1, 2]));
  });

  it('never delivers a version at or below the last delivered one', async () => {
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write([1, 3, 2, 3, 4].map((version) => updateEvent(version, version)).join(''));
    });
    const { versions } = collect(transportFor(server), 'w');
    await until(() => expect(versions()).toEqual([1, 3, 4]));
  });

  it('reports malformed updates and ignores other event types, keeping the stream', async () => {
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write('event: update\ndata: {not json\n\n');
      res.write('event: update\ndata: {"data":1}\n\n');
      res.write('event: update\ndata: {"data":1,"version":"2"}\n\n');
      res.write('data: {"data":1,"version":5}\n\n');
      res.write('event: hello\ndata: {}\n\n');
      res.write(updateEvent(1, 'ok'));
    });
    const { updates, errors } = collect(transportFor(server), 'w');
    await until(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ widget: 'w', data: 'ok', version: 1 });
    expect(errors.map((error) => error.message)).toEqual([
      'GET /widgets/w/events: invalid pushed update: the event data is not valid JSON',
      'GET /widgets/w/events: invalid pushed update: version: expected a number, got undefined',
      'GET /widgets/w/events: invalid pushed update: version: expected a number, got a string',
    ]);
    expect(errors.every((error) => error instanceof InvalidPayloadError && error.source === 'push')).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('reports an error thrown by the listener and keeps delivering', async () => {
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(updateEvent(1, 'a') + updateEvent(2, 'b'));
    });
    const seen: number[] = [];
    const errors: Error[] = [];
    const boom = new Error('listener bug');
    afterTest(
      transportFor(server).subscribe(
        'w',
        (update) => {
          seen.push(update.version);
          if (update.version === 1) throw boom;
        },
        { onError: (error) => errors.push(error) },
      ),
    );
    await until(() => expect(seen).toEqual([1, 2]));
    expect(errors).toEqual([boom]);
    expect(server.requests).toHaveLength(1);
  });

  it('backs off exponentially, resets after a successful connect, and honours retry:', async () => {
    // 503, 503, then a stream that drops at once, 503, then a stream that sets retry: 150 and
    // drops, then a stream that stays.
    const script = ['503', '503', 'drop', '503', 'retry-drop', 'stay'];
    const server = await serve(async (_request, res) => {
      const step = script[server.requests.length - 1];
      if (step === '503') return sendJson(res, 503, { error: { message: 'busy', status: 503 } });
      openEventStream(res);
      const version = server.requests.length;
      if (step === 'drop') await write(res, updateEvent(version, null));
      if (step === 'retry-drop') await write(res, `retry: 150\n\n${updateEvent(version, null)}`);
      if (step === 'stay') return void res.write(updateEvent(version, null));
      res.socket?.destroy();
    });
    // The waits the transport asks for, read from its own setTimeout calls: timing the gaps
    // between requests would make this test depend on how busy the machine is.
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      // Whoever called setTimeout is the first frame outside this test and the spy's library:
      // only the transport's own calls count (not, say, the idle watch it starts).
      const caller = (new Error().stack ?? '').split('\n').slice(1).find((frame) => !/node_modules|\.test\.ts/.test(frame));
      if (caller && /transport\/subscribeEventStream\.ts/.test(caller)) waits.push(ms ?? 0);
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);
    const { versions, errors } = collect(
      transportFor(server, { reconnect: { initialDelay: 40, factor: 2, maxDelay: 1000, jitter: 0 } }),
      'w',
    );
    await until(() => expect(versions()).toEqual([3, 5, 6]));
    // 40, 80; reset to 40 after the good connect (160 without the reset), 80; then retry: 150
    // replaces the 40 base after the next good connect.
    expect(waits).toEqual([40, 80, 40, 80, 150]);
    expect(errors.filter((error) => error instanceof WidgetError)).toMatchObject([
      { message: 'busy', status: 503 },
      { message: 'busy', status: 503 },
      { message: 'busy', status: 503 },
    ]);
    expect(errors).toHaveLength(5);
    expect(server.requests).toHaveLength(6);
  });

  it('treats a wrong content type on the stream as a failure and retries', async () => {
    const server = await serve((_request, res) => {
      if (server.requests.length === 1) return sendJson(res, 200, { data: 1, version: 1 });
      openEventStream(res);
      res.write(updateEvent(1, 1));
    });
    const { versions, errors } = collect(transportFor(server), 'w');
    await until(() => expect(versions()).toEqual([1]));
    expect(errors.map((error) => error.message)).toEqual([
      'GET /widgets/w/events: expected Content-Type "text/event-stream", got "application/json; charset=utf-8"',
    ]);
  });

  it('stops for good on a 404 (unknown widget)', async () => {
    const server = await serve((_request, res) =>
      sendJson(res, 404, { error: { message: 'unknown widget "nope"', status: 404 } }),
    );
    const { errors, unsubscribe } = collect(transportFor(server), 'nope');
    await until(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(WidgetError);
    expect(errors[0]).toMatchObject({ message: 'unknown widget "nope"', status: 404 });
    await sleep(100); // five times the backoff
    expect(server.requests).toHaveLength(1);
    expect(errors).toHaveLength(1);
    unsubscribe();
  });

  it('makes no further request once unsubscribed during a backoff', async () => {
    const server = await serve((_request, res) => sendJson(res, 503, { error: { message: 'busy', status: 503 } }));
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const transport = transportFor(server, { fetch: fetchSpy, reconnect: { initialDelay: 30, jitter: 0 } });
    const { errors, unsubscribe } = collect(transport, 'w');
    await until(() => expect(errors).toHaveLength(1));
    unsubscribe(); // the 30 ms reconnect timer is pending now
    unsubscribe(); // harmless
    await sleep(150);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('closes the connection on unsubscribe, delivers nothing after, and never reconnects', async () => {
    const streams: ServerResponse[] = [];
    let closed = false;
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(updateEvent(1, 'a'));
      res.on('close', () => (closed = true));
      streams.push(res);
    });
    const { updates, errors, unsubscribe } = collect(transportFor(server), 'w');
    await until(() => expect(updates).toHaveLength(1));
    unsubscribe();
    await until(() => expect(closed).toBe(true));
    await sleep(100);
    expect(server.requests).toHaveLength(1);
    expect(updates).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('stops delivering at once when a listener unsubscribes mid-chunk', async () => {
    const server = await serve((_request, res) => {
      openEventStream(res);
      res.write(updateEvent(1, 'a') + updateEvent(2, 'b') + updateEvent(3, 'c'));
    });
    const seen: number[] = [];
    const unsubscribe = transportFor(server).subscribe('w', (update) => {
      seen.push(update.version);
      unsubscribe();
    });
    afterTest(unsubscribe);
    await until(() => expect(seen).toEqual([1]));
    await sleep(50);
    expect(seen).toEqual([1]);
    expect(server.requests).toHaveLength(1);
  });

  it('makes no request when unsubscribed before the headers resolve', async () => {
    const server = await serve((_request, res) => openEventStream(res));
    let release!: (headers: Record<string, string>) => void;
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const transport = transportFor(server, {
      fetch: fetchSpy,
      headers: () => new Promise((resolve) => (release = resolve)),
    });
    const { unsubscribe } = collect(transport, 'w');
    unsubscribe();
    release({ Authorization: 'late' });
    await sleep(50);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });
});

describe('createHttpTransport: subscribe cleanup, without a network', () => {
  const jsonResponse = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('leaves no timer behind when unsubscribed during a backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
        jsonResponse(503, { error: { message: 'busy', status: 503 } }),
      );
      const errors: Error[] = [];
      const transport = createHttpTransport({
        baseUrl: 'http://stub.invalid',
        fetch: fetchStub,
        reconnect: { initialDelay: 1000, jitter: 0 },
      });
      const unsubscribe = transport.subscribe('w', () => undefined, { onError: (error) => errors.push(error) });
      await vi.waitFor(() => expect(errors).toHaveLength(1), { interval: 1 });
      expect(vi.getTimerCount()).toBe(1);
      unsubscribe();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchStub).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the server's heartbeat as a healthy stream: a drop after a ping backs off from the start", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // 503, 503, then a stream that says only `: ping` and ends, then 503 again.
      const script = ['503', '503', 'ping', '503'];
      const fetchedAt: number[] = [];
      const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
        fetchedAt.push(Date.now());
        if (script[fetchedAt.length - 1] === '503') return jsonResponse(503, { error: { message: 'busy', status: 503 } });
        return new Response(': ping\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      });
      const errors: Error[] = [];
      const transport = createHttpTransport({
        baseUrl: 'http://stub.invalid',
        fetch: fetchStub,
        reconnect: { initialDelay: 1000, factor: 2, maxDelay: 60_000, jitter: 0 },
      });
      const unsubscribe = transport.subscribe('w', () => undefined, { onError: (error) => errors.push(error) });
      for (let attempt = 1; attempt <= script.length; attempt++) {
        for (let turn = 0; turn < 1000 && errors.length < attempt; turn++) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (attempt < script.length) await vi.advanceTimersToNextTimerAsync();
      }
      unsubscribe();
      expect(errors.map((error) => error.message)).toEqual(['busy', 'busy', 'GET /widgets/w/events: the event stream ended', 'busy']);
      expect(fetchedAt.slice(1).map((at, index) => at - fetchedAt[index]!)).toEqual([1000, 2000, 1000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels the stream reader on unsubscribe even if fetch ignores the abort signal', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('id: 1\nevent: update\ndata: {"data":0,"version":1}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetchStub = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const updates: WidgetUpdate[] = [];
    const unsubscribe = createHttpTransport({ baseUrl: 'http://stub.invalid', fetch: fetchStub }).subscribe(
      'w',
      (update) => updates.push(update),
    );
    await until(() => expect(updates).toHaveLength(1));
    unsubscribe();
    await until(() => expect(cancelled).toBe(true));
    await until(() => expect(body.locked).toBe(false));
    await sleep(20);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
