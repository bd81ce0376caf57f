import { EventTooLargeError } from './EventTooLargeError';

const CR = 13;

export interface LineBuffer {
  /** Takes the next decoded text of the stream. Throws `EventTooLargeError` past the limit. */
  push(text: string): void;
}

/**
 * Holds a decoded event stream back until a line ends, then hands `feed` everything up to the
 * last line terminator, so the parser is given each character once and never a partial line:
 * a long line arriving in many chunks costs one array push per chunk and one join, never a
 * rescan of what came before. Also measures the event being received (every line since the
 * last blank line, one character per line end) and throws once it passes `maxEventSize`,
 * after feeding the lines before the one that passed it, so memory stays bounded.
 *
 * A CR ending a fed text may be half of a CRLF whose LF comes next; the parser remembers that
 * itself, and here that LF counts as no line (not as a blank line that would end an event).
 */
export function createLineBuffer(feed: (text: string) => void, maxEventSize: number): LineBuffer {
  const pending: string[] = [];
  let pendingLength = 0;
  // Characters of the current event's complete lines so far.
  let eventSize = 0;
  // The last character seen was a CR: an LF right after it only completes the CRLF.
  let afterCR = false;

  const flush = (text: string, end: number) => {
    if (end === 0) return;
    const head = text.slice(0, end);
    if (pending.length === 0) {
      feed(head);
      return;
    }
    pending.push(head);
    const joined = pending.join('');
    pending.length = 0;
    pendingLength = 0;
    feed(joined);
  };

  return {
    push(text) {
      if (text === '') return;
      let lineStart = 0;
      let cr = text.indexOf('\r');
      let lf = text.indexOf('\n');
      while (cr !== -1 || lf !== -1) {
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        const isCR = text.charCodeAt(end) === CR;
        const length = end - lineStart + (lineStart === 0 ? pendingLength : 0);
        if (length === 0 && !isCR && afterCR) {
          // The LF of a CRLF: the line already ended at the CR.
        } else if (length === 0) {
          eventSize = 0;
        } else {
          eventSize += length + 1;
          if (eventSize > maxEventSize) {
            flush(text, lineStart);
            throw new EventTooLargeError(maxEventSize);
          }
        }
        afterCR = isCR;
        lineStart = end + 1;
        // Each search resumes past the last terminator, so every character is scanned once.
        if (cr !== -1 && cr < lineStart) cr = text.indexOf('\r', lineStart);
        if (lf !== -1 && lf < lineStart) lf = text.indexOf('\n', lineStart);
      }
      flush(text, lineStart);
      if (lineStart < text.length) {
        const rest = lineStart === 0 ? text : text.slice(lineStart);
        pending.push(rest);
        pendingLength += rest.length;
        afterCR = false;
        if (eventSize + pendingLength > maxEventSize) throw new EventTooLargeError(maxEventSize);
      }
    },
  };
}
