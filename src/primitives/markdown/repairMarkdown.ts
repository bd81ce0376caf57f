/**
 * Closes what a streaming reply left open at its end, so a half-written block renders as what it
 * is about to become instead of flashing raw markup (the approach of Streamdown's `remend`):
 * an open code fence is closed, open `**`, `*`, `~~` and `` ` `` are closed (or dropped when
 * nothing follows them yet), a link whose URL is still arriving shows as its text, and a table
 * header still waiting for its delimiter row gets one. Balanced markdown comes back unchanged.
 *
 * Give it the tail of a message that starts at a block boundary: it reads fences from the start.
 */
export function repairMarkdown(text: string): string {
  const fence = openFence(text);
  if (fence !== null) return `${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
  const blank = text.lastIndexOf('\n\n');
  const lastBlockStart = Math.max(blank === -1 ? 0 : blank + 2, lastFenceEnd(text));
  const head = text.slice(0, lastBlockStart);
  let block = text.slice(lastBlockStart);
  block = repairTable(block);
  block = repairLink(block);
  block = closeInline(block);
  return head + block;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The marker that closes a fence still open at the end of `text`, or null. */
function openFence(text: string): string | null {
  let open: string | null = null;
  for (const line of text.split('\n')) {
    const match = FENCE.exec(line);
    if (!match) continue;
    const marker = match[1] ?? '';
    if (open === null) open = marker;
    else if (marker[0] === open[0] && marker.length >= open.length && line.trim() === marker) open = null;
  }
  return open;
}

/** Where the text after the last closed fence starts (0 when there is none). */
function lastFenceEnd(text: string): number {
  let end = 0;
  let offset = 0;
  let open = false;
  for (const line of text.split('\n')) {
    offset += line.length + 1;
    if (!FENCE.test(line)) continue;
    open = !open;
    if (!open) end = Math.min(offset, text.length);
  }
  return end;
}

const TABLE_ROW = /^\s*\|.*$/;
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-*:?\s*)*\|?\s*$/;

function repairTable(block: string): string {
  const lines = block.split('\n');
  const last = lines.length - 1;
  const header = lines[last - 1];
  const current = lines[last] ?? '';
  // A header row alone: give it the delimiter row it is waiting for.
  if (TABLE_ROW.test(current) && (last === 0 || !TABLE_ROW.test(lines[last - 1] ?? ''))) {
    return `${block}\n${delimiterFor(current)}`;
  }
  // A delimiter row still being written under a header.
  if (header !== undefined && TABLE_ROW.test(header) && /^\s*\|[\s|:-]*$/.test(current) && !isDelimiterFor(current, header)) {
    return [...lines.slice(0, last), delimiterFor(header)].join('\n');
  }
  return block;
}

function cellsOf(row: string): number {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return Math.max(1, inner.split('|').length);
}

function delimiterFor(row: string): string {
  return `|${' --- |'.repeat(cellsOf(row))}`;
}

function isDelimiterFor(row: string, header: string): boolean {
  return DELIMITER_ROW.test(row) && cellsOf(row) === cellsOf(header) && /-\s*\|\s*$/.test(row);
}

/** `[text](partial-url` shows as `text`; `![alt](partial` shows nothing until it is complete. */
function repairLink(block: string): string {
  const match = /(!?)\[([^\]\n]*)\]\([^)\s]*$/.exec(block);
  if (match) return block.slice(0, match.index) + (match[1] ? '' : (match[2] ?? ''));
  // `[text` still waiting for its `]`: show the text without the bracket.
  const open = /(!?)\[([^\]\n]*)$/.exec(block);
  if (open && !/^\s*\[[ xX]?$/.test(open[0])) return block.slice(0, open.index) + (open[1] ? '' : (open[2] ?? ''));
  return block;
}

type Marker = '`' | '**' | '*' | '~~';

/** Closes the inline markers left open, innermost first; drops one with nothing after it. */
function closeInline(block: string): string {
  const stack: Array<{ marker: Marker; at: number }> = [];
  let i = 0;
  while (i < block.length) {
    const char = block[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top?.marker === '`') {
      if (char === '`') stack.pop();
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
    const index = stack.findIndex((entry) => entry.marker === marker);
    if (index !== -1 && !/\s/.test(before)) {
      stack.splice(index);
    } else if (marker === '`' || (after !== '' && !/\s/.test(after)) || after === '') {
      // A bullet (`* item` at a line start) or a spaced `2 * 3` opens nothing.
      const atLineStart = i === 0 || block[i - 1] === '\n';
      if (!(marker === '*' && atLineStart && after === ' ')) stack.push({ marker, at: i });
    }
    i += marker.length;
  }
  let out = block;
  for (const { marker, at } of stack.reverse()) {
    if (out.slice(at + marker.length).trim() === '') out = out.slice(0, at).trimEnd();
    else out = `${out.trimEnd()}${marker}`;
  }
  return out;
}
