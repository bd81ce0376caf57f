/**
 * Counts the characters a pass reads, so tests can prove the work is linear (time is too noisy
 * to assert on). `kind` names the pass.
 */
export type CountWork = (kind: string, chars: number) => void;

const uncounted: CountWork = () => undefined;

/**
 * Closes what a streaming reply left open at its end, so a half-written block renders as what it
 * is about to become instead of flashing raw markup (the approach of Streamdown's `remend`):
 * an open code fence is closed, open `**`, `*`, `~~` and `` ` `` are closed (or dropped when
 * nothing follows them yet), a link whose URL is still arriving shows as its text, and a table
 * header still waiting for its delimiter row gets one. Balanced markdown comes back unchanged.
 *
 * Give it the tail of a message that starts at a block boundary: it reads fences from the start.
 * Each pass reads the text a bounded number of times, with no backtracking regular expression,
 * so its cost is linear in the text's length whatever the text is.
 */
export function repairMarkdown(text: string, count: CountWork = uncounted): string {
  const fences = scanFences(text, count);
  if (fences.open !== null) return `${text.endsWith('\n') ? text : `${text}\n`}${fences.open}`;
  const blank = text.lastIndexOf('\n\n');
  count('last-block', text.length - blank);
  const lastBlockStart = Math.max(blank === -1 ? 0 : blank + 2, fences.lastEnd);
  const head = text.slice(0, lastBlockStart);
  let block = text.slice(lastBlockStart);
  block = repairTable(block, count);
  block = repairLink(block, count);
  block = closeInline(block, count);
  return head + block;
}

/** A line that opens or closes a fence: up to three spaces, then three or more ` or ~. */
function fenceMarker(text: string, start: number, end: number): string | null {
  let at = start;
  while (at < end && at - start < 3 && text[at] === ' ') at += 1;
  const char = text[at];
  if (char !== '`' && char !== '~') return null;
  let run = at;
  while (run < end && text[run] === char) run += 1;
  return run - at >= 3 ? text.slice(at, run) : null;
}

/**
 * In one pass: the marker that closes a fence still open at the end (or null), and where the
 * text after the last closed fence starts (0 when there is none).
 */
function scanFences(text: string, count: CountWork): { open: string | null; lastEnd: number } {
  count('fences', text.length);
  let open: string | null = null;
  // Whether a fence-looking line toggles "inside", as the table and inline repair see it.
  let toggled = false;
  let lastEnd = 0;
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const marker = fenceMarker(text, start, end);
    if (marker !== null) {
      if (open === null) open = marker;
      else if (marker[0] === open[0] && marker.length >= open.length && text.slice(start, end).trim() === marker) open = null;
      toggled = !toggled;
      if (!toggled) lastEnd = Math.min(end + 1, text.length);
    }
    if (newline === -1) break;
    start = newline + 1;
  }
  return { open, lastEnd };
}

const TABLE_ROW = /^\s*\|/;
// Only the characters a delimiter row is made of; whether they make one is decided by cellsIn.
const DELIMITER_CHARS = /^\s*\|[\s|:-]*$/;

function repairTable(block: string, count: CountWork): string {
  count('table', block.length);
  const lastBreak = block.lastIndexOf('\n');
  const current = block.slice(lastBreak + 1);
  const headerStart = lastBreak === -1 ? -1 : block.lastIndexOf('\n', lastBreak - 1) + 1;
  const header = lastBreak === -1 ? undefined : block.slice(headerStart, lastBreak);
  // A header row alone: give it the delimiter row it is waiting for.
  if (TABLE_ROW.test(current) && (header === undefined || !TABLE_ROW.test(header))) {
    return `${block}\n${delimiterFor(current)}`;
  }
  // A delimiter row still being written under a header.
  if (header !== undefined && TABLE_ROW.test(header) && DELIMITER_CHARS.test(current) && !isDelimiterFor(current, header)) {
    return `${block.slice(0, lastBreak + 1)}${delimiterFor(header)}`;
  }
  return block;
}

function cellsOf(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|');
}

function delimiterFor(row: string): string {
  return `|${' --- |'.repeat(Math.max(1, cellsOf(row).length))}`;
}

/** A finished delimiter row (`| --- | :-: |`) with as many cells as the header. */
function isDelimiterFor(row: string, header: string): boolean {
  if (!/-\s*\|\s*$/.test(row)) return false;
  const cells = cellsOf(row);
  return cells.length === cellsOf(header).length && cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell));
}

/** `[text](partial-url` shows as `text`; `![alt](partial` shows nothing until it is complete. */
function repairLink(block: string, count: CountWork): string {
  count('link', block.length);
  const partial = partialLink(block);
  if (partial) {
    const { start, textStart, textEnd } = partial;
    return block.slice(0, start) + (block[start] === '!' ? '' : block.slice(textStart, textEnd));
  }
  // `[text` still waiting for its `]`: show the text without the bracket. The first `[` after
  // the last `]` or line break is the one the rest of the line belongs to.
  const open = block.indexOf('[', Math.max(block.lastIndexOf(']'), block.lastIndexOf('\n')) + 1);
  if (open === -1) return block;
  const start = open > 0 && block[open - 1] === '!' ? open - 1 : open;
  const match = block.slice(start);
  // A task list item's `[ ]` or `[x` still being written is left alone.
  if (/^\s*\[[ xX]?$/.test(match)) return block;
  return block.slice(0, start) + (start < open ? '' : block.slice(open + 1));
}

/**
 * The earliest `[text](url-so-far` that runs to the end of the block: its `[` (or the `!` before
 * it), and its text. The text holds no `]` or line break; the URL so far no `)` or white space.
 */
function partialLink(block: string): { start: number; textStart: number; textEnd: number } | null {
  let urlFrom = block.length;
  while (urlFrom > 0 && !/[)\s]/.test(block[urlFrom - 1] ?? '')) urlFrom -= 1;
  // Each `](` from there on closes the text of at most one link: the one after the last `]` or
  // line break before it. The earliest such `](` with a `[` before it is the match.
  for (let close = block.indexOf('](', Math.max(0, urlFrom - 1)); close !== -1; close = block.indexOf('](', close + 1)) {
    if (close + 1 < urlFrom) continue;
    let from = close - 1;
    while (from >= 0 && block[from] !== ']' && block[from] !== '\n') from -= 1;
    // Read only this link's own stretch: the stretches of successive `](` do not overlap.
    let open = from + 1;
    while (open < close && block[open] !== '[') open += 1;
    if (open < close) {
      return { start: open > 0 && block[open - 1] === '!' ? open - 1 : open, textStart: open + 1, textEnd: close };
    }
  }
  return null;
}

type Marker = '`' | '**' | '*' | '~~';

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Closes the inline markers left open, innermost first; drops one with nothing after it. */
function closeInline(block: string, count: CountWork): string {
  count('inline', block.length);
  const stack: Array<{ marker: Marker; at: number }> = [];
  // Where each marker first sits on the stack, so finding it costs nothing however deep it is.
  const first = new Map<Marker, number>();
  let i = 0;
  while (i < block.length) {
    const char = block[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top?.marker === '`') {
      if (char === '`') pop(stack, first, stack.length - 1);
      i += 1;
      continue;
    }
    const marker: Marker | null =
      char === '`' ? '`' : block.startsWith('**', i) ? '**' : block.startsWith('~~', i) ? '~~' : char === '*' ? '*' : null;
    if (marker === null) {
      i += 1;
      continue;
    }
    const before = block[i - 1] ?? ' ';
    const after = block[i + marker.length] ?? '';
    const index = first.get(marker);
    if (index !== undefined && !isSpace(before)) {
      pop(stack, first, index);
    } else if (marker === '`' || (after !== '' && !isSpace(after)) || after === '') {
      // A bullet (`* item` at a line start) or a spaced `2 * 3` opens nothing.
      const atLineStart = i === 0 || block[i - 1] === '\n';
      if (!(marker === '*' && atLineStart && after === ' ')) {
        if (!first.has(marker)) first.set(marker, stack.length);
        stack.push({ marker, at: i });
      }
    }
    i += marker.length;
  }
  // Innermost first: a marker with only white space after it is dropped (with that space); once
  // one is closed, every marker outside it has text after it and is closed too. Each drop reads
  // only the text between two markers, so this is one pass over the block.
  let end = block.length;
  let closers = '';
  for (let at = stack.length - 1; at >= 0; at -= 1) {
    const { marker, at: position } = stack[at]!;
    if (closers === '' && isBlank(block, position + marker.length, end)) {
      end = trimEndIndex(block, position);
      continue;
    }
    if (closers === '') end = trimEndIndex(block, end);
    closers += marker;
  }
  return end === block.length && closers === '' ? block : block.slice(0, end) + closers;
}

function pop(stack: Array<{ marker: Marker }>, first: Map<Marker, number>, index: number): void {
  stack.length = index;
  for (const [marker, at] of first) if (at >= index) first.delete(marker);
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (!isSpace(text[at])) return false;
  return true;
}

function trimEndIndex(text: string, end: number): number {
  let at = end;
  while (at > 0 && isSpace(text[at - 1])) at -= 1;
  return at;
}
