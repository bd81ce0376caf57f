import type { EventStreamHandlers } from './readEventStream';

const LF = 10;

export interface EventStreamParser {
  /**
   * Takes decoded text that ends at a line terminator (a CR that may be half of a CRLF
   * included), as `createLineBuffer` hands it over. A partial last line is not allowed: the
   * caller holds it back, which keeps the work linear however the stream is chunked.
   */
  feed(text: string): void;
}

/**
 * The line and field grammar of `text/event-stream` (WHATWG HTML §9.2.6), for whole lines:
 * comments, `event`/`data`/`id`/`retry` fields (one leading space dropped from a value,
 * unknown fields ignored), the last event id persisting across events until the server sets
 * it again, and the `"message"` default type. The leading BOM is the decoder's job.
 *
 * Written here rather than taken from eventsource-parser: its 4.x needs Node 22.12 and its
 * 3.x reports no id-only block and holds a chunk's final CR back, so an event ended by a CR at
 * the very end of the stream would be lost; with whole lines the grammar is a few lines.
 */
export function createEventStreamParser(handlers: EventStreamHandlers): EventStreamParser {
  let data: string[] = [];
  let type = '';
  // The spec's "last event ID buffer": set by `id`, never reset by a dispatch.
  let idBuffer = '';
  let lastEventId = '';
  // The previous text ended with a CR, so an LF starting this one completes that CRLF.
  let afterCR = false;

  const dispatch = () => {
    if (idBuffer !== lastEventId) {
      lastEventId = idBuffer;
      handlers.onLastEventId?.(lastEventId);
    }
    const lines = data;
    const name = type;
    data = [];
    type = '';
    if (lines.length === 0) return;
    handlers.onEvent?.({ type: name || 'message', data: lines.join('\n'), lastEventId });
  };

  const field = (name: string, value: string) => {
    switch (name) {
      case 'event':
        type = value;
        return;
      case 'data':
        data.push(value);
        return;
      case 'id':
        if (!value.includes('\0')) idBuffer = value;
        return;
      case 'retry':
        if (/^[0-9]+$/.test(value)) handlers.onRetry?.(Number.parseInt(value, 10));
        return;
      default:
        // Unknown fields are ignored, as the spec says.
        return;
    }
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    const colon = text.indexOf(':');
    if (colon === 0) {
      handlers.onComment?.(text.charCodeAt(1) === 32 ? text.slice(2) : text.slice(1));
      return;
    }
    if (colon === -1) return field(text, '');
    const start = text.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1;
    field(text.slice(0, colon), text.slice(start));
  };

  return {
    feed(text) {
      let start = afterCR && text.charCodeAt(0) === LF ? 1 : 0;
      afterCR = false;
      let cr = text.indexOf('\r', start);
      let lf = text.indexOf('\n', start);
      // Only whole lines are fed, so nothing follows the last terminator.
      while (cr !== -1 || lf !== -1) {
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        line(text.slice(start, end));
        start = end + 1;
        if (end === cr) {
          if (start === text.length) afterCR = true;
          else if (end + 1 === lf) start += 1;
        }
        // Each search resumes past the last terminator, so every character is scanned once.
        if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
        if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
      }
    },
  };
}
