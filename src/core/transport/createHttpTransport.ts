import type { WidgetContainer } from '../WidgetSpec';
import { backoffDelay, type BackoffOptions } from './backoff';
import { readEventStream, type EventStreamHandlers } from './readEventStream';
import type { RequestOptions, Transport, WidgetInfo, WidgetRender, WidgetUpdate } from './Transport';
import { WidgetError } from './WidgetError';

type HeaderRecord = Record<string, string>;

export interface HttpTransportOptions {
  /** Where the routes live: `${baseUrl}/widgets/...`. May be relative in a browser (`/api`). */
  baseUrl: string;
  /**
   * Sent with every request, the event stream included. A function is called per request (and
   * per reconnect), so a refreshed auth token is picked up; it may return a promise.
   */
  headers?: HeaderRecord | (() => HeaderRecord | Promise<HeaderRecord>);
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Backoff between event-stream reconnects. */
  reconnect?: BackoffOptions;
}

const containers: readonly WidgetContainer[] = ['modal', 'drawer', 'fullscreen'];
// setTimeout overflows (and fires at once) past this.
const maxTimeout = 2 ** 31 - 1;

/**
 * A transport over HTTP: `fetch` for list, render and action, and a fetch-read Server-Sent
 * Events stream for updates (fetch rather than EventSource, so `headers` reach the stream too).
 * The stream reconnects with backoff and resumes from `Last-Event-ID`; updates are delivered
 * in version order with none repeated.
 */
export function createHttpTransport({
  baseUrl,
  headers,
  fetch: customFetch,
  reconnect = {},
}: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));
  const widgetPath = (widget: string, ...rest: string[]) =>
    ['/widgets', encodeURIComponent(widget), ...rest].join('/');

  async function requestHeaders(extra: HeaderRecord): Promise<Headers> {
    const result = new Headers(typeof headers === 'function' ? await headers() : headers);
    for (const [name, value] of Object.entries(extra)) result.set(name, value);
    return result;
  }

  /** One JSON request: rejects with `WidgetError` on non-2xx, and on any body it cannot trust. */
  async function requestJson(method: 'GET' | 'POST', path: string, signal: AbortSignal | undefined, body?: unknown) {
    const label = `${method} ${path}`;
    signal?.throwIfAborted();
    const init: RequestInit = {
      method,
      headers: await requestHeaders(
        method === 'POST'
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
      ),
    };
    if (method === 'POST') init.body = JSON.stringify(body === undefined ? null : body);
    if (signal) init.signal = signal;
    signal?.throwIfAborted();
    const response = await network(label, signal, () => doFetch(base + path, init));
    if (!response.ok) throw await httpError(response, label);
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!isJsonType(contentType)) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`${label}: expected a JSON response, got Content-Type "${contentType || 'none'}"`);
    }
    const text = await network(label, signal, () => response.text());
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`${label}: the response is not valid JSON`, { cause: error });
    }
  }

  return {
    async listWidgets({ signal }: RequestOptions = {}) {
      const label = 'GET /widgets';
      const body = await requestJson('GET', '/widgets', signal);
      if (!isRecord(body) || !Array.isArray(body.widgets)) throw shapeError(label, 'expected {"widgets": [...]}');
      return body.widgets.map((item, index): WidgetInfo => {
        const where = `widgets[${index}]`;
        if (!isRecord(item) || typeof item.id !== 'string') throw shapeError(label, `${where} has no string "id"`);
        const info: WidgetInfo = { id: item.id };
        if (item.container != null) {
          if (!containers.includes(item.container as WidgetContainer)) {
            throw shapeError(label, `${where}.container must be one of ${containers.join(', ')}`);
          }
          info.container = item.container as WidgetContainer;
        }
        if (item.title != null) {
          if (typeof item.title !== 'string') throw shapeError(label, `${where}.title must be a string`);
          info.title = item.title;
        }
        return info;
      });
    },

    async render(widget, { signal } = {}) {
      const path = widgetPath(widget, 'render');
      const body = await requestJson('GET', path, signal);
      return renderOf(body, `GET ${path}`);
    },

    async action(widget, action, args, { signal } = {}) {
      const path = widgetPath(widget, 'actions', encodeURIComponent(action));
      const body = await requestJson('POST', path, signal, args);
      if (!isRecord(body)) throw shapeError(`POST ${path}`, 'expected {"result": ...}');
      // `{"result": undefined}` serialises as `{}`: an action that returns nothing.
      return body.result;
    },

    subscribe(widget, listener, { onError } = {}) {
      const path = widgetPath(widget, 'events');
      const label = `GET ${path}`;
      const controller = new AbortController();
      const { signal } = controller;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let lastEventId = '';
      let lastVersion = -Infinity;
      let failures = 0;
      let serverRetry: number | undefined;

      const stopped = () => signal.aborted;
      /**
       * Stream failures go to `onError`, or nowhere: the stream retries anyway, as EventSource's
       * unheard `error` events do. A throwing listener is a bug, so with no `onError` to take it,
       * it surfaces as an uncaught error (as an event listener's would) without stopping the stream.
       */
      const report = (error: unknown, { bug = false } = {}) => {
        if (stopped()) return;
        const asError = error instanceof Error ? error : new Error(messageOf(error));
        if (!onError) return bug ? rethrowLater(asError) : undefined;
        try {
          onError(asError);
        } catch (thrown) {
          rethrowLater(thrown);
        }
      };
      const retryLater = () => {
        if (stopped()) return;
        const delay = backoffDelay(failures++, reconnect, serverRetry);
        timer = setTimeout(() => {
          timer = undefined;
          void connect();
        }, Math.min(delay, maxTimeout));
      };

      const deliver = (raw: string) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch (error) {
          return report(new Error(`${label}: ignored an update whose data is not JSON`, { cause: error }));
        }
        let update: WidgetRender;
        try {
          update = renderOf(parsed, `${label}: ignored an update`);
        } catch (error) {
          return report(error);
        }
        if (update.version <= lastVersion) return;
        lastVersion = update.version;
        const event: WidgetUpdate = { widget, data: update.data, version: update.version };
        try {
          listener(event);
        } catch (error) {
          report(error, { bug: true });
        }
      };

      async function connect(): Promise<void> {
        try {
          const extra: HeaderRecord = { Accept: 'text/event-stream' };
          if (lastEventId !== '') extra['Last-Event-ID'] = lastEventId;
          const requestInit = { headers: await requestHeaders(extra), signal };
          if (stopped()) return;
          const response = await network(label, signal, () => doFetch(base + path, requestInit));
          if (!response.ok) {
            const error = await httpError(response, label);
            if (response.status === 404) {
              report(error);
              controller.abort();
              return;
            }
            throw error;
          }
          const contentType = response.headers.get('Content-Type') ?? '';
          if (!/^text\/event-stream\s*(;|$)/i.test(contentType) || !response.body) {
            await response.body?.cancel().catch(() => undefined);
            throw new Error(`${label}: expected Content-Type "text/event-stream", got "${contentType || 'none'}"`);
          }
          failures = 0;
          const body = response.body;
          const handlers: EventStreamHandlers = {
            onEvent: (event) => {
              if (!stopped() && event.type === 'update') deliver(event.data);
            },
            onLastEventId: (id) => {
              lastEventId = id;
            },
            onRetry: (milliseconds) => {
              serverRetry = milliseconds;
            },
          };
          await network(label, signal, () => readEventStream(body, handlers, { signal }));
          throw new Error(`${label}: the event stream ended`);
        } catch (error) {
          if (stopped()) return;
          report(error);
          retryLater();
        }
      }

      void connect();
      return () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        controller.abort();
      };
    },
  };
}

/**
 * Runs a step that touches the network. An abort rejects with the signal's reason (as the memory
 * transport does); any other failure is named after the request, with the original as `cause`.
 */
async function network<T>(label: string, signal: AbortSignal | undefined, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new Error(`${label} failed: ${messageOf(error)}`, { cause: error });
  }
}

/** The error for a non-2xx response: the server's `{"error": {"message"}}`, else the status. */
async function httpError(response: Response, label: string): Promise<WidgetError> {
  let message: string | undefined;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string' && body.error.message) {
      message = body.error.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): fall back to the status line.
  }
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new WidgetError(message ?? `${label} failed: ${status}`, response.status);
}

function renderOf(body: unknown, label: string): WidgetRender {
  if (!isRecord(body)) return shapeFail(label, 'expected {"data": ..., "version": number}');
  if (!('data' in body)) return shapeFail(label, 'no "data"');
  if (typeof body.version !== 'number' || !Number.isFinite(body.version)) {
    return shapeFail(label, '"version" is not a number');
  }
  return { data: body.data, version: body.version };
}

function shapeError(label: string, problem: string) {
  return new Error(`${label}: unexpected shape: ${problem}`);
}

function shapeFail(label: string, problem: string): never {
  throw shapeError(label, problem);
}

function isJsonType(contentType: string) {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType.trim());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Surfaces an error nobody handled without breaking the stream, as an event listener's would. */
function rethrowLater(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}
