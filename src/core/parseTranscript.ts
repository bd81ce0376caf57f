import { assertNever } from './assertNever';
import type { ErrorEntry, TranscriptEntry } from './protocol';
import { describeType, isObject, own } from './readObject';
import { checkToolResultEntry, checkTranscriptEntry, checkUIContent } from './schemas/checkTranscriptEntry';
import type { PayloadIssue } from './schemas/InvalidPayloadError';
import { warnInDevelopment } from './schemas/warnInDevelopment';
import { readOutcome } from './toolOutcome';

/**
 * Reads a transcript from untrusted JSON (a value or a JSON string). Never throws: each
 * malformed entry becomes an `error` entry in its place, and the valid entries around it stay.
 * Parsed entries are valid wire entries, error entries included, so parsing a parsed
 * transcript again gives it back unchanged.
 */
export function parseTranscript(input: unknown): TranscriptEntry[] {
  return new WireReader().read(input);
}

export interface TranscriptReader {
  /** Parses one chunk (an array of entries, as a value or JSON string) in the same conversation. */
  read(input: unknown): TranscriptEntry[];
}

/**
 * A parser for a transcript that arrives in chunks: a bare result tuple in a later chunk still
 * answers a tool call from an earlier one, and error positions count from the first entry.
 */
export function createTranscriptReader(): TranscriptReader {
  const reader = new WireReader();
  return { read: (input) => reader.read(input) };
}

/**
 * Where each entry of a chunk came from, filled in alongside `WireReader.read`'s result: the
 * wire index of its item (undefined for a problem with the whole chunk), and the item's own
 * `key` when it names one (only the first of the entries an item expands into gets it).
 */
export interface EntrySources {
  indices: (number | undefined)[];
  keys: (string | undefined)[];
}

/**
 * The one reader of a conversation, for `parseTranscript` and the store alike. Wire indices
 * count across chunks; entries added as typed values are made known with `know`, so a bare
 * tuple can answer a call appended in code.
 */
export class WireReader {
  private readonly calls = new OpenCalls();
  /** Result tuples read so far that found no open call before them. */
  unanswered = 0;

  /** `offset`: the wire index of the first item read, for a reader that starts mid-transcript. */
  constructor(private offset = 0) {}
  /** Error entries read as they came (a parsed transcript read again), not found wrong here. */
  private readonly passedOn = new WeakSet<TranscriptEntry>();

  /** `quiet`: no development warning for malformed entries (a trial read; see `warn`). */
  read(input: unknown, sources?: EntrySources, quiet = false): TranscriptEntry[] {
    let value = input;
    if (typeof input === 'string') {
      try {
        value = JSON.parse(input);
      } catch (cause) {
        return this.whole(`transcript is not valid JSON: ${errorText(cause)}`, sources);
      }
    }
    // Values built in code can be revoked proxies or arrays with throwing getters: the checks
    // and each element read stay inside `try`, so the promise of never throwing holds.
    let items: unknown[];
    try {
      if (!Array.isArray(value)) return this.whole(`transcript is ${describeType(value)}, expected an array`, sources);
      items = value;
    } catch {
      return this.whole('transcript could not be read', sources);
    }
    const start = this.offset;
    const length = items.length;
    this.offset += length;
    const entries: TranscriptEntry[] = [];
    for (let position = 0; position < length; position += 1) {
      const index = start + position;
      let read: TranscriptEntry[];
      let key: string | undefined;
      try {
        const item: unknown = items[position];
        key = sources && isObject(item) ? keyOf(own(item, 'key')) : undefined;
        read = this.entry(item, index);
      } catch {
        // Values built in code (not JSON.parse) may have throwing getters or revoked proxies.
        read = [failure(index, 'entry could not be read')];
      }
      for (const entry of read) {
        entries.push(entry);
        if (sources) {
          sources.indices.push(index);
          sources.keys.push(key);
          key = undefined;
        }
      }
    }
    return quiet ? entries : warnMalformed(entries, this.passedOn);
  }

  /** The development warning a quiet `read` of `entries` left out. */
  warn(entries: TranscriptEntry[]): void {
    warnMalformed(entries, this.passedOn);
  }

  /** Notes an entry added as a typed value, after everything read so far. */
  know(entry: TranscriptEntry): void {
    if (entry.type === 'tool_call') this.calls.opened(entry.id);
    else if (entry.type === 'tool_result') this.calls.closed(entry.toolCallId);
  }

  /** Notes entries put before everything else (older history): their open calls are the oldest. */
  knowEarlier(entries: readonly TranscriptEntry[]): void {
    const open = new Map<string, true>();
    for (const entry of entries) {
      if (entry.type === 'tool_call') {
        open.delete(entry.id);
        open.set(entry.id, true);
      } else if (entry.type === 'tool_result') open.delete(entry.toolCallId);
    }
    this.calls.openedEarlier([...open.keys()]);
  }

  private whole(message: string, sources: EntrySources | undefined): TranscriptEntry[] {
    if (sources) {
      sources.indices.push(undefined);
      sources.keys.push(undefined);
    }
    return warnMalformed([{ type: 'error', message }]);
  }

  private entry(item: unknown, index: number): TranscriptEntry[] {
    if (Array.isArray(item)) {
      const callId = this.calls.takeNearest();
      if (callId === undefined) {
        this.unanswered += 1;
        return [failure(index, 'tool result tuple with no tool call before it')];
      }
      return this.result(item, callId, index, '');
    }
    const checked = checkTranscriptEntry(item);
    if (!checked.ok) return [issueFailure(index, checked.issues)];
    const entry = checked.value;
    switch (entry.type) {
      case 'user':
      case 'assistant':
      case 'ui':
      case 'tool_approval':
      case 'reasoning':
        return [entry];
      case 'error':
        this.passedOn.add(entry);
        return [entry];
      case 'tool_call':
        this.calls.opened(entry.id);
        return [entry];
      case 'tool_result': {
        this.calls.closed(entry.toolCallId);
        if ('result' in entry) return this.result(entry.result, entry.toolCallId, index, 'result');
        const result = checkToolResultEntry(entry);
        return [result.ok ? result.value : issueFailure(index, result.issues)];
      }
      default:
        return assertNever(entry);
    }
  }

  /** A result in tuple or object form expands into the model's entry and, if any, the UI entry. */
  private result(value: unknown, toolCallId: string, index: number, at: string): TranscriptEntry[] {
    const { result: outcome, path, uiPath } = readOutcome(value);
    if (!outcome.ok) return [failure(index, outcome.error, joinPaths(at, path))];
    const { isError, content, ui } = outcome.value;
    const entries: TranscriptEntry[] = [{ type: 'tool_result', toolCallId, content, isError }];
    if (ui !== undefined) {
      const parsedUI = checkUIContent(ui);
      entries.push(
        parsedUI.ok
          ? { type: 'ui', toolCallId, ui: parsedUI.value }
          : issueFailure(index, parsedUI.issues, joinPaths(at, uiPath)),
      );
    }
    return entries;
  }
}

/**
 * The tool calls still awaiting a result, so a bare tuple (a non-JS agent's shorthand) can
 * answer the nearest call before it. A stack with lazy removal: a result deletes its call from
 * `open` only, and stale ids are skipped when popped, so no entry costs a scan of the stack.
 * Calls of older history (prepended) go beneath it, in `earlier`, nearest first, so putting
 * them there costs their own number, not the stack's.
 */
class OpenCalls {
  private stack: string[] = [];
  private readonly open = new Set<string>();
  private earlier: string[] = [];
  /** How many of `earlier` were taken: its start, without a shift per take. */
  private taken = 0;

  opened(id: string): void {
    this.open.add(id);
    this.stack.push(id);
    if (this.stack.length > 2 * this.open.size + 64) this.compact();
  }

  closed(id: string): void {
    this.open.delete(id);
  }

  /** Puts `ids` (in conversation order) beneath every call already open. */
  openedEarlier(ids: readonly string[]): void {
    for (let at = ids.length - 1; at >= 0; at -= 1) {
      const id = ids[at]!;
      if (this.open.has(id)) continue;
      this.open.add(id);
      this.earlier.push(id);
    }
  }

  takeNearest(): string | undefined {
    // The topmost copy of an open id is its latest call: a call made again is pushed again.
    while (this.stack.length > 0) {
      const id = this.stack.pop()!;
      if (this.open.delete(id)) return id;
    }
    while (this.taken < this.earlier.length) {
      const id = this.earlier[this.taken]!;
      this.taken += 1;
      if (2 * this.taken > this.earlier.length + 64) {
        this.earlier = this.earlier.slice(this.taken);
        this.taken = 0;
      }
      if (this.open.delete(id)) return id;
    }
    return undefined;
  }

  /** Keeps the topmost copy of each open id, so the stack stays within twice the open calls. */
  private compact(): void {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (let at = this.stack.length - 1; at >= 0; at -= 1) {
      const id = this.stack[at]!;
      if (this.open.has(id) && !seen.has(id)) {
        seen.add(id);
        kept.push(id);
      }
    }
    this.stack = kept.reverse();
  }
}

function keyOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function failure(index: number, message: string, path = ''): ErrorEntry {
  return path === '' ? { type: 'error', message, index } : { type: 'error', message, index, path };
}

function issueFailure(index: number, issues: readonly PayloadIssue[], at = ''): ErrorEntry {
  const [first] = issues;
  return failure(index, first?.message ?? 'invalid entry', joinPaths(at, first?.path ?? ''));
}

/** `result` + `[2].ui` is `result[2].ui`; `ui` + `label` is `ui.label`. */
function joinPaths(outer: string, inner: string): string {
  if (outer === '' || inner === '') return outer + inner;
  return inner.startsWith('[') ? outer + inner : `${outer}.${inner}`;
}

/**
 * One development warning per chunk read, naming the first few problems by wire index (the
 * number `ErrorEntry.index` holds): the transcript shows each in place already, but a developer
 * wiring up a backend looks in the console first. Error entries read as they came were warned
 * about when they were made.
 */
function warnMalformed(entries: TranscriptEntry[], passedOn?: WeakSet<TranscriptEntry>): TranscriptEntry[] {
  if (!entries.some((entry) => entry.type === 'error')) return entries;
  const errors = entries.filter((entry): entry is ErrorEntry => entry.type === 'error' && !passedOn?.has(entry));
  if (errors.length === 0) return entries;
  const shown = errors.slice(0, 3).map((error) => {
    const where = [error.index === undefined ? '' : `entry ${error.index}`, error.path ?? ''].filter(Boolean).join(' at ');
    return where ? `${where}: ${error.message}` : error.message;
  });
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
  const count = errors.length === 1 ? '1 malformed entry' : `${errors.length} malformed entries`;
  warnInDevelopment(`transcript: ${count}, shown as errors in place: ${shown.join('; ')}${more}`);
  return entries;
}

function errorText(cause: unknown): string {
  return cause instanceof Error ? cause.message : 'unknown error';
}
