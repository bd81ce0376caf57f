import { actionResultSchema } from '../schemas/actionResultSchema';
import { InvalidPayloadError, type PayloadSource } from '../schemas/InvalidPayloadError';
import { validatePayload } from '../schemas/validatePayload';
import { warnInDevelopment } from '../schemas/warnInDevelopment';
import { widgetListSchema } from '../schemas/widgetListSchema';
import { widgetRenderSchema } from '../schemas/widgetRenderSchema';
import type { BackoffOptions } from './backoff';
import { EventTooLargeError } from './EventTooLargeError';
import { assertEventSize, defaultMaxEventSize, readEventStream } from './readEventStream';
import { startDeadline } from './startDeadline';
import { subscribeEventStream, type EventStreamSource } from './subscribeEventStream';
import type { RequestOptions, Transport } from './Transport';
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
  /** Backoff between event-stream reconnects (exponential, with equal jitter by default). */
  reconnect?: BackoffOptions;
  /**
   * Milliseconds a list, render or action request may take, body included, before it is
   * aborted and rejects with `RequestTimeoutError`. Default 15 000; `Infinity` for none. The
   * event stream is long-lived by design and has no deadline.
   */
  timeoutMs?: number;
  /**
   * Milliseconds an open event stream may go without a single byte (an update or the server's
   * `: ping`) before it counts as dead and reconnects. Default 45 000, three of the reference
   * server's heartbeats; `Infinity` for never.
   */
  idleTimeoutMs?: number;
  /**
   * The most characters one event-stream event may take (all its lines, one character per line
   * end). An update replaces a widget's data whole, so this caps the data one update can carry.
   * Past it the stream is dropped before more is buffered and `onError` gets an
   * `EventTooLargeError`. The stream then reconnects without its `Last-Event-ID`, since resuming
   * would replay the same event, so the server sends a fresh render of the whole state; while
   * events stay too large the backoff keeps growing. Default 8 Mi characters (8 388 608);
   * `Infinity` for none.
   */
  maxEventSize?: number;
}

const defaultTimeoutMs = 15_000;
const defaultIdleTimeoutMs = 45_000;

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
  timeoutMs = defaultTimeoutMs,
  idleTimeoutMs = defaultIdleTimeoutMs,
  maxEventSize = defaultMaxEventSize,
}: HttpTransportOptions): Transport {
  assertEventSize(maxEventSize);
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));
  const widgetPath = (widget: string, ...rest: string[]) =>
    ['/widgets', encodeURIComponent(widget), ...rest].join('/');

  async function requestHeaders(extra: HeaderRecord): Promise<Headers> {
    const result = new Headers(typeof headers === 'function' ? await headers() : headers);
    for (const [name, value] of Object.entries(extra)) result.set(name, value);
    return result;
  }

  /**
   * One JSON request: rejects with `WidgetError` on non-2xx, `InvalidPayloadError` on a body that
   * is not JSON, and `RequestTimeoutError` when it takes longer than `timeoutMs`.
   */
  async function requestJson(
    source: PayloadSource,
    method: 'GET' | 'POST',
    path: string,
    callerSignal: AbortSignal | undefined,
    body?: unknown,
  ): Promise<unknown> {
    const label = `${method} ${path}`;
    callerSignal?.throwIfAborted();
    const deadline = startDeadline(label, callerSignal, timeoutMs);
    try {
      return await readJson(source, label, method, path, deadline.signal, body);
    } finally {
      deadline.clear();
    }
  }

  async function readJson(
    source: PayloadSource,
    label: string,
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal,
    body: unknown,
  ): Promise<unknown> {
    const init: RequestInit = {
      method,
      headers: await requestHeaders(
        method === 'POST'
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
      ),
    };
    if (method === 'POST') init.body = JSON.stringify(body === undefined ? null : body);
    init.signal = signal;
    signal.throwIfAborted();
    const response = await network(label, signal, () => doFetch(base + path, init));
    if (!response.ok) throw await httpError(response, label);
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!isJsonType(contentType)) {
      await response.body?.cancel().catch(() => undefined);
      // Typically a proxy's or a dev server's HTML page where the backend should have answered.
      throw warned(invalid(source, label, `expected a JSON response, got Content-Type "${contentType || 'none'}"`));
    }
    const text = await network(label, signal, () => response.text());
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw warned(invalid(source, label, 'the response is not valid JSON', error));
    }
  }

  return {
    async listWidgets({ signal }: RequestOptions = {}) {
      const body = await requestJson('list', 'GET', '/widgets', signal);
      return validatePayload('list', widgetListSchema, body, 'GET /widgets').widgets;
    },

    async render(widget, { signal } = {}) {
      const path = widgetPath(widget, 'render');
      const body = await requestJson('render', 'GET', path, signal);
      return validatePayload('render', widgetRenderSchema, body, `GET ${path}`);
    },

    async action(widget, action, args, { signal } = {}) {
      const path = widgetPath(widget, 'actions', encodeURIComponent(action));
      const body = await requestJson('action', 'POST', path, signal, args);
      // `{"result": undefined}` serialises as `{}`: an action that returns nothing.
      return validatePayload('action', actionResultSchema, body, `POST ${path}`).result;
    },

    subscribe(widget, listener, options) {
      const path = widgetPath(widget, 'events');
      const label = `GET ${path}`;
      const source: EventStreamSource = {
        label,
        reconnect,
        idleTimeoutMs,
        async open(lastEventId, signal) {
          const extra: HeaderRecord = { Accept: 'text/event-stream' };
          if (lastEventId !== '') extra['Last-Event-ID'] = lastEventId;
          const init = { headers: await requestHeaders(extra), signal };
          signal.throwIfAborted();
          const response = await network(label, signal, () => doFetch(base + path, init));
          if (!response.ok) throw await httpError(response, label);
          const contentType = response.headers.get('Content-Type') ?? '';
          if (!/^text\/event-stream\s*(;|$)/i.test(contentType) || !response.body) {
            await response.body?.cancel().catch(() => undefined);
            throw new Error(`${label}: expected Content-Type "text/event-stream", got "${contentType || 'none'}"`);
          }
          return response.body;
        },
        read: (body, handlers, signal) =>
          network(label, signal, () => readEventStream(body, handlers, { signal, maxEventSize })),
      };
      return subscribeEventStream(source, widget, listener, options);
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
    // The reader's own verdict, not the network's: kept typed, with the request named.
    if (error instanceof EventTooLargeError) throw new EventTooLargeError(error.maxEventSize, label, { cause: error });
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

function invalid(source: PayloadSource, label: string, message: string, cause?: unknown) {
  return new InvalidPayloadError(source, [{ path: '', message }], { label, cause });
}

/** Thrown request errors warn as `validatePayload`'s do; dropped pushes warn where they drop. */
function warned(error: InvalidPayloadError): InvalidPayloadError {
  warnInDevelopment(error.message);
  return error;
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
