import type { UIContent } from './protocol';
import { parsed, problem, type ParseResult } from './ParseResult';
import { quote } from './readObject';
import type { PayloadIssue } from './schemas/InvalidPayloadError';
import { errorTupleSchema, okTupleSchema, toolOutcomeObjectSchema } from './schemas/toolOutcomeSchema';
import { checkPayload } from './schemas/validatePayload';

/**
 * What a tool's `execute` returns. A discriminated union rather than exceptions, so the three
 * outcomes are visible in the type: a result, a result with a UI side effect, or an error.
 */
export type ToolOutcome = { ok: true; result: string; ui?: UIContent } | { ok: false; error: string };

/** The tuple forms a non-JS agent may send instead of an object. */
export type ToolTuple =
  | readonly ['ok', string]
  | readonly ['ok', string, { ui: UIContent }]
  | readonly ['error', string];

/** Everything `execute` may return: a bare string is a plain result. */
export type ToolReturn = string | ToolOutcome | ToolTuple;

/** A result for the model, optionally with a UI side effect the model never sees. */
export function ok(result: string, ui?: UIContent): ToolOutcome {
  return ui === undefined ? { ok: true, result } : { ok: true, result, ui };
}

/** An error, shown to the model the same way a result is. */
export function fail(error: string): ToolOutcome {
  return { ok: false, error };
}

/** A tool outcome read from untrusted input; `ui` is still unchecked. */
export interface RawOutcome {
  isError: boolean;
  content: string;
  ui?: unknown;
}

/** Reads any accepted outcome shape: a string, a `ToolOutcome` object or a tuple. */
export function readToolOutcome(value: unknown): ParseResult<RawOutcome> {
  return readOutcome(value).result;
}

/**
 * `readToolOutcome` with where a problem is (`[1]`, `error`), for a transcript's error entry.
 * `uiPath` is where the unchecked `ui` sits, so a problem inside it can be placed too.
 */
export function readOutcome(value: unknown): { result: ParseResult<RawOutcome>; path: string; uiPath: string } {
  if (typeof value === 'string') return { result: parsed({ isError: false, content: value }), path: '', uiPath: '' };
  if (Array.isArray(value)) return readTuple(value);
  const checked = checkPayload(toolOutcomeObjectSchema, value);
  if (!checked.ok) return failed(checked.issues);
  const outcome = checked.value;
  const result: RawOutcome = outcome.ok
    ? { isError: false, content: outcome.result, ...(outcome.ui !== undefined && { ui: outcome.ui }) }
    : { isError: true, content: outcome.error };
  return { result: parsed(result), path: '', uiPath: 'ui' };
}

function readTuple(tuple: readonly unknown[]) {
  const tag: unknown = tuple[0];
  if (tag !== 'ok' && tag !== 'error') {
    return { result: problem<RawOutcome>(`unknown result tag ${quote(tag)}, expected 'ok' or 'error'`), path: '[0]', uiPath: '' };
  }
  if (tag === 'error') {
    const checked = checkPayload(errorTupleSchema, tuple);
    return checked.ok ? { result: parsed({ isError: true, content: checked.value[1] }), path: '', uiPath: '' } : failed(checked.issues);
  }
  const checked = checkPayload(okTupleSchema, tuple);
  if (!checked.ok) return failed(checked.issues);
  const [, content, part] = checked.value;
  return { result: parsed(part === undefined ? { isError: false, content } : { isError: false, content, ui: part.ui }), path: '', uiPath: '[2].ui' };
}

function failed(issues: readonly PayloadIssue[]) {
  const [first] = issues;
  return { result: problem<RawOutcome>(first?.message ?? 'invalid tool result'), path: first?.path ?? '', uiPath: '' };
}
