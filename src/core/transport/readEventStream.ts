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
}

/**
 * Parses a `text/event-stream` body as the WHATWG HTML spec does (§9.2.6): UTF-8 with one
 * leading BOM dropped, lines ended by CRLF, LF or CR, `event`/`data`/`id`/`retry` fields,
 * comments, and chunks split anywhere (mid-line, mid-CRLF, mid-character). Resolves when the
 * stream ends; an event left unterminated at the end is discarded, as the spec says. Rejects if
 * the stream errors, a handler throws, or `signal` aborts; the reader is released (and the
 * stream cancelled unless it ended) in every case.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  handlers: EventStreamHandlers,
  { signal }: ReadEventStreamOptions = {},
): Promise<void> {
  signal?.throwIfAborted();
  const reader = stream.getReader();
  // Default TextDecoder options: replacement characters for bad bytes, one leading BOM removed.
  const decoder = new TextDecoder('utf-8');
  const parser = createEventStreamParser(handlers);
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
    ended = true;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** The line and field state machine, fed decoded text. */
function createEventStreamParser(handlers: EventStreamHandlers) {
  /** The unterminated tail of the last chunk: never contains CR or LF. */
  let pending = '';
  /** The previous chunk ended in CR, so an LF starting the next one completes a CRLF. */
  let afterCR = false;
  let data = '';
  let eventType = '';
  let idBuffer = '';
  let lastEventId = '';

  const dispatch = () => {
    if (idBuffer !== lastEventId) {
      lastEventId = idBuffer;
      handlers.onLastEventId?.(lastEventId);
    }
    if (data === '') {
      eventType = '';
      return;
    }
    const event = { type: eventType || 'message', data: data.slice(0, -1), lastEventId };
    data = '';
    eventType = '';
    handlers.onEvent?.(event);
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) {
      handlers.onComment?.(line.slice(line.startsWith(': ') ? 2 : 1));
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data += `${value}\n`;
        break;
      case 'id':
        if (!value.includes('\0')) idBuffer = value;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  };

  return {
    feed(text: string) {
      if (text === '') return;
      // A CR is never left in `pending`, so after one `pending` is empty.
      const skipLF = afterCR && text.startsWith('\n');
      afterCR = false;
      const buffer = pending + text;
      let lineStart = skipLF ? 1 : 0;
      const lineEnd = /[\r\n]/g;
      lineEnd.lastIndex = Math.max(lineStart, pending.length);
      for (let match = lineEnd.exec(buffer); match; match = lineEnd.exec(buffer)) {
        const end = match.index;
        const line = buffer.slice(lineStart, end);
        lineStart = end + 1;
        if (buffer[end] === '\r') {
          if (lineStart === buffer.length) afterCR = true;
          else if (buffer[lineStart] === '\n') lineStart++;
        }
        lineEnd.lastIndex = lineStart;
        processLine(line);
      }
      pending = buffer.slice(lineStart);
    },
  };
}
