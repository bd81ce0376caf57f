import { assertNever } from './assertNever';
import type { ErrorEntry, TranscriptEntry } from './protocol';
import { describeType } from './readObject';
import type { PayloadIssue } from './schemas/InvalidPayloadError';
import { checkToolResultEntry, checkTranscriptEntry } from './schemas/transcriptEntrySchema';
import { checkUIContent } from './schemas/uiContentSchema';
import { warnInDevelopment } from './schemas/warnInDevelopment';
import { readOutcome } from './toolOutcome';

/**
 * Reads a transcript from untrusted JSON (a value or a JSON string). Never throws: each
 * malformed entry becomes an `error` entry in its place, and the valid entries around it stay.
 */
export function parseTranscript(input: unknown): TranscriptEntry[] {
  return createTranscriptReader().read(input);
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
  const reader = new EntryReader();
  let offset = 0;
  return {
    read(input) {
      let value = input;
      if (typeof input === 'string') {
        try {
          value = JSON.parse(input);
        } catch (cause) {
          return warnMalformed([{ type: 'error', message: `transcript is not valid JSON: ${errorText(cause)}` }]);
        }
      }
      // Values built in code can be revoked proxies or arrays with throwing getters: the checks
      // and each element read stay inside `try`, so the promise of never throwing holds.
      let items: unknown[];
      try {
        if (!Array.isArray(value)) {
          return warnMalformed([{ type: 'error', message: `transcript is ${describeType(value)}, expected an array` }]);
        }
        items = value;
      } catch {
        return warnMalformed([{ type: 'error', message: 'transcript could not be read' }]);
      }
      const start = offset;
      const length = items.length;
      offset += length;
      const entries: TranscriptEntry[] = [];
      for (let index = 0; index < length; index += 1) {
        let item: unknown;
        try {
          item = items[index];
        } catch {
          entries.push(failure(start + index, 'entry could not be read'));
          continue;
        }
        for (const entry of reader.safeRead(item, start + index)) entries.push(entry);
      }
      return warnMalformed(entries);
    },
  };
}

/**
 * Tracks which tool calls still await a result, so a bare tuple (a non-JS agent's shorthand)
 * can answer the nearest call before it.
 */
class EntryReader {
  private openCalls: string[] = [];

  /** Values built in code (not JSON.parse) may have throwing getters or revoked proxies. */
  safeRead(item: unknown, index: number): TranscriptEntry[] {
    try {
      return this.read(item, index);
    } catch {
      return [failure(index, 'entry could not be read')];
    }
  }

  read(item: unknown, index: number): TranscriptEntry[] {
    if (Array.isArray(item)) {
      const callId = this.openCalls.pop();
      if (callId === undefined) return [failure(index, 'tool result tuple with no tool call before it')];
      return this.result(item, callId, index, '');
    }
    const checked = checkTranscriptEntry(item);
    if (!checked.ok) return [issueFailure(index, checked.issues)];
    const entry = checked.value;
    switch (entry.type) {
      case 'user':
      case 'assistant':
      case 'ui':
        return [entry];
      case 'tool_call':
        this.openCalls = this.openCalls.filter((open) => open !== entry.id);
        this.openCalls.push(entry.id);
        return [entry];
      case 'tool_result': {
        this.openCalls = this.openCalls.filter((open) => open !== entry.toolCallId);
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
 * One development warning per chunk read, naming the first few problems: the transcript shows
 * each in place already, but a developer wiring up a backend looks in the console first.
 */
function warnMalformed(entries: TranscriptEntry[]): TranscriptEntry[] {
  if (!entries.some((entry) => entry.type === 'error')) return entries;
  const errors = entries.filter((entry): entry is ErrorEntry => entry.type === 'error');
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
