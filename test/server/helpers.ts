import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineServerWidget, unknownAction, type ServerWidget } from '../../src/core';
import { createWidgetServer, type WidgetServer, type WidgetServerOptions } from '../../src/server';

/** One SSE block: fields as sent, `comments` for `:` lines. */
export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

export interface SseReader {
  readonly status: number;
  readonly headers: Headers;
  /** The next block of any kind (update, `retry:`, `: ping`), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** The next `update` event, parsed, skipping retry and ping blocks. */
  nextUpdate(timeoutMs?: number): Promise<{ id: string; data: unknown; version: number }>;
  /** Resolves true if no update arrives within `ms`. */
  noUpdateWithin(ms: number): Promise<boolean>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export interface TestServer {
  server: WidgetServer;
  http: Server;
  url: string;
  events(widget: string, headers?: Record<string, string>, query?: string): Promise<SseReader>;
}

const live: Array<{ server: WidgetServer; http: Server; readers: SseReader[] }> = [];

/** Starts a widget server on a free loopback port; `closeAllServers` (in afterEach) stops it. */
export async function startServer(
  options: WidgetServerOptions,
  listener?: (server: WidgetServer) => Parameters<typeof createServer>[1],
): Promise<TestServer> {
  const server = createWidgetServer({ heartbeatMs: 0, onError: () => {}, ...options });
  const http = createServer(listener ? listener(server) : server.handler);
  const entry = { server, http, readers: [] as SseReader[] };
  live.push(entry);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const base = options.basePath ?? '';
  return {
    server,
    http,
    url,
    events: async (widget, headers = {}, query = '') => {
      const reader = await openSse(`${url}${base}/widgets/${encodeURIComponent(widget)}/events${query}`, headers);
      entry.readers.push(reader);
      return reader;
    },
  };
}

export async function closeAllServers(): Promise<void> {
  for (const { server, http, readers } of live.splice(0)) {
    for (const reader of readers) reader.close();
    server.close();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
}

/** A small SSE client over fetch: reads `res.body` and splits it into blocks per the spec. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    let block: SseEvent = { comments: [] };
    let empty = true;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        const lines = buffered.split(/\r\n|\r|\n/);
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (line === '') {
            if (!empty) queue.push(block);
            block = { comments: [] };
            empty = true;
            continue;
          }
          empty = false;
          const colon = line.indexOf(':');
          if (colon === 0) {
            block.comments.push(line.slice(1).trim());
            continue;
          }
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') block.data = block.data === undefined ? value : `${block.data}\n${value}`;
          else if (field === 'id') block.id = value;
          else if (field === 'event') block.event = value;
          else if (field === 'retry') block.retry = Number(value);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      resolveEnded();
      wake();
    }
  })();

  const next = (timeoutMs = 2000) =>
    new Promise<SseEvent>((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        // The waiter stays queued: it must not take (and lose) an event that arrives later.
        timedOut = true;
        reject(new Error(`no SSE event within ${timeoutMs} ms`));
      }, timeoutMs);
      const poll = () => {
        if (timedOut) return;
        const event = queue.shift();
        if (event) {
          clearTimeout(timer);
          resolve(event);
        } else if (done) {
          clearTimeout(timer);
          reject(new Error('SSE stream ended'));
        } else {
          waiters.push(poll);
        }
      };
      poll();
    });

  const nextUpdate = async (timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await next(Math.max(1, deadline - Date.now()));
      if (event.event !== 'update') continue;
      const body = JSON.parse(event.data ?? '') as { data: unknown; version: number };
      return { id: event.id ?? '', data: body.data, version: body.version };
    }
  };

  return {
    status: res.status,
    headers: res.headers,
    next,
    nextUpdate,
    noUpdateWithin: (ms) =>
      nextUpdate(ms).then(
        () => false,
        () => true,
      ),
    ended,
    close: () => controller.abort(),
  };
}

/** A counter with `add` ({by}) and `fail` actions: the state a server test changes. */
export function counterWidget(id = 'counter', extra: Partial<ServerWidget<{ count: number }>> = {}) {
  let count = 0;
  return defineServerWidget<{ count: number }>({
    id,
    title: 'Counter',
    container: 'drawer',
    render: () => ({ count }),
    handleAction: (action, args) => {
      switch (action) {
        case 'add':
          count += (args as { by: number }).by;
          return { count };
        case 'reset':
          count = 0;
          return undefined;
        default:
          return unknownAction(action);
      }
    },
    ...extra,
  });
}

/** fetch + JSON body, for status and error assertions. */
export async function requestJson(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export function postJson(url: string, body: unknown) {
  return requestJson(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
