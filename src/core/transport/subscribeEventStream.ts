import { InvalidPayloadError } from '../schemas/InvalidPayloadError';
import { checkPayload } from '../schemas/validatePayload';
import { warnInDevelopment } from '../schemas/warnInDevelopment';
import { widgetRenderSchema } from '../schemas/widgetRenderSchema';
import { backoffDelay, type BackoffOptions } from './backoff';
import { EventTooLargeError } from './EventTooLargeError';
import type { EventStreamHandlers } from './readEventStream';
import type { SubscribeOptions, WidgetUpdate } from './Transport';
import { WidgetError } from './WidgetError';
import { watchIdle } from './watchIdle';

// setTimeout overflows (and fires at once) past this.
const maxTimeout = 2 ** 31 - 1;

export interface EventStreamSource {
  /** `GET /widgets/<widget>/events`: names the stream in every error. */
  label: string;
  /**
   * Opens one connection, resuming after `lastEventId` unless it is `''`. Resolves with the
   * `text/event-stream` body; rejects with a `WidgetError` for a non-2xx answer (404 ends the
   * subscription) or any other error for a failure worth retrying.
   */
  open(lastEventId: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Reads one body to its end, rejecting (with the request named) as `readEventStream` does. */
  read(body: ReadableStream<Uint8Array>, handlers: EventStreamHandlers, signal: AbortSignal): Promise<void>;
  /** Backoff between reconnects. */
  reconnect: BackoffOptions;
  /** Milliseconds without a byte before an open stream counts as dead. */
  idleTimeoutMs: number;
}

/**
 * One widget's update subscription over an event stream: connects, delivers updates in version
 * order with none repeated, and reconnects with backoff from `Last-Event-ID` until unsubscribed
 * (or the widget is unknown). Returns the unsubscribe, which closes the stream.
 */
export function subscribeEventStream(
  { label, open, read, reconnect, idleTimeoutMs }: EventStreamSource,
  widget: string,
  listener: (update: WidgetUpdate) => void,
  { onError }: SubscribeOptions = {},
): () => void {
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
    const asError = error instanceof Error ? error : new Error(String(error));
    if (!onError) return bug ? rethrowLater(asError) : undefined;
    try {
      onError(asError);
    } catch (thrown) {
      rethrowLater(thrown);
    }
  };
  const retryLater = () => {
    if (stopped()) return;
    const delay = backoffDelay(failures++, reconnect, { base: serverRetry });
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, Math.min(delay, maxTimeout));
  };

  /** A bad update is dropped, never the stream: the next good one still replaces the data. */
  const drop = (error: InvalidPayloadError) => {
    warnInDevelopment(`${error.message} (dropped; the stream goes on)`);
    report(error);
  };
  /** Whether `raw` was a well-formed update, delivered or (already seen) skipped. */
  const deliver = (raw: string): boolean => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (cause) {
      const issues = [{ path: '', message: 'the event data is not valid JSON' }];
      drop(new InvalidPayloadError('push', issues, { label, cause }));
      return false;
    }
    const checked = checkPayload(widgetRenderSchema, parsed);
    if (!checked.ok) {
      drop(new InvalidPayloadError('push', checked.issues, { label }));
      return false;
    }
    const update = checked.value;
    if (update.version <= lastVersion) return true;
    lastVersion = update.version;
    try {
      listener({ widget, data: update.data, version: update.version });
    } catch (error) {
      report(error, { bug: true });
    }
    return true;
  };

  async function connect(): Promise<void> {
    // One connection's own abort: a silent or oversized stream is cut and retried, the
    // subscription stays. The request gets it too, and it fires however the connection
    // ends, so no socket outlives its stream whatever the fetch does with a cancelled body.
    const connection = new AbortController();
    const stopConnection = () => connection.abort(signal.reason);
    signal.addEventListener('abort', stopConnection, { once: true });
    // Only a connection that carried a good update or the server's heartbeat resets the
    // backoff: an OK response alone proves nothing when what follows fails the same way each time.
    let healthy = false;
    try {
      const response = await open(lastEventId, connection.signal);
      const idle = watchIdle(response, Math.min(idleTimeoutMs, maxTimeout), () =>
        connection.abort(new Error(`${label}: no data for ${idleTimeoutMs} ms; reconnecting`)),
      );
      const handlers: EventStreamHandlers = {
        onEvent: (event) => {
          if (!stopped() && event.type === 'update' && deliver(event.data)) healthy = true;
        },
        onComment: () => {
          healthy = true;
        },
        onLastEventId: (id) => {
          lastEventId = id;
        },
        onRetry: (milliseconds) => {
          serverRetry = milliseconds;
        },
      };
      try {
        await read(idle.stream, handlers, connection.signal);
      } finally {
        idle.stop();
      }
      throw new Error(`${label}: the event stream ended`);
    } catch (error) {
      if (stopped()) return;
      if (error instanceof WidgetError && error.status === 404) {
        report(error);
        controller.abort();
        return;
      }
      report(error);
      if (error instanceof EventTooLargeError) {
        // The oversized event never dispatched, so Last-Event-ID still names the one before it
        // and a resume would replay the same event. Without it the server sends a fresh render
        // (the whole current state, newer than or equal to what was missed); if that is too large
        // as well, this connection was not healthy and the backoff keeps growing.
        lastEventId = '';
      } else if (healthy) {
        failures = 0;
      }
      retryLater();
    } finally {
      signal.removeEventListener('abort', stopConnection);
      connection.abort();
    }
  }

  void connect();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller.abort();
  };
}

/** Surfaces an error nobody handled without breaking the stream, as an event listener's would. */
function rethrowLater(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}
