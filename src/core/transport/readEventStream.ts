import { createEventStreamParser } from './createEventStreamParser';
import { createLineBuffer } from './createLineBuffer';

/** One dispatched Server-Sent Event, as `MessageEvent` would carry it. */
export interface EventStreamEvent {
  /** The `event` field, or `"message"` when the event named none. */
  type: string;
  /** The `data` lines joined with `\n`. */
  data: string;
  /** The last event id in force when the event was dispatched (ids persist across events). */
  lastEventId: string;
}

export interface EventStreamHandlers {
  onEvent?(event: EventStreamEvent): void;
  /** The server set its reconnection time (`retry:` with only ASCII digits), in milliseconds. */
  onRetry?(milliseconds: number): void;
  /**
   * The last event id changed, at a dispatch. Also fires for a block with an `id` but no
   * `data`, which dispatches no event but still moves the point a reconnect resumes from.
   */
  onLastEventId?(id: string): void;
  /** A comment line (`: ping`), without the colon and one leading space. */
  onComment?(text: string): void;
}

export interface ReadEventStreamOptions {
  /** Cancels the stream's reader; the returned promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * The most characters one event may take before it ends: all its lines since the last blank
   * line (`data`, `id`, `event`, comments and unknown fields alike), one character per line end,
   * not counting the blank line that ends it. Past it the stream is cancelled and the promise
   * rejects with `EventTooLargeError`, so a hostile or broken server cannot make the reader
   * buffer without bound. Default `defaultMaxEventSize` (8 Mi characters); `Infinity` for none.
   */
  maxEventSize?: number;
}

/**
 * 8 Mi characters (8,388,608). A widget update replaces its data whole, so one event is as big
 * as the widget's entire data: this leaves room for large boards and tables, while a stream
 * that goes past it is stopped at a few tens of MiB of memory (the text, its decoded copy and
 * the parsed JSON) instead of growing until the tab dies.
 */
export const defaultMaxEventSize = 8 * 1024 * 1024;

/**
 * Parses a `text/event-stream` body as the WHATWG HTML spec does (§9.2.6): UTF-8 with one
 * leading BOM dropped, lines ended by CRLF, LF or CR, `event`/`data`/`id`/`retry` fields,
 * comments, and chunks split anywhere (mid-line, mid-CRLF, mid-character). Resolves when the
 * stream ends; an event left unterminated at the end is discarded, as the spec says. Rejects if
 * the stream errors, a handler throws, or `signal` aborts; the reader is released (and the
 * stream cancelled unless it ended) in every case. An event longer than `maxEventSize`
 * characters rejects with `EventTooLargeError`.
 *
 * The line and field grammar is `createEventStreamParser`'s; this reads and decodes the bytes
 * and keeps the size limit. The parser is fed only whole lines (see `createLineBuffer`), so a
 * long line costs linear time however it is chunked.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  handlers: EventStreamHandlers,
  { signal, maxEventSize = defaultMaxEventSize }: ReadEventStreamOptions = {},
): Promise<void> {
  signal?.throwIfAborted();
  assertEventSize(maxEventSize);
  const reader = stream.getReader();
  // The decoder drops one leading BOM (split across chunks or not); a second is part of the
  // first field's name, as the spec says.
  const decoder = new TextDecoder('utf-8');
  const parser = createEventStreamParser(handlers);
  const lines = createLineBuffer((text) => parser.feed(text), maxEventSize);
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      lines.push(decoder.decode(value, { stream: true }));
    }
    // What is still held back is an unterminated last line, discarded with its event as the
    // spec says.
    lines.push(decoder.decode());
    ended = true;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Throws a `RangeError` unless `maxEventSize` is a positive number (`Infinity` included). */
export function assertEventSize(maxEventSize: number): void {
  if (!(maxEventSize > 0)) throw new RangeError(`maxEventSize must be a positive number, got ${maxEventSize}`);
}
