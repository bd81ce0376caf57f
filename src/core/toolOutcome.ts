import { parsed, problem, type ParseResult } from './ParseResult';
import { quote } from './readObject';
import type { PayloadIssue } from './schemas/InvalidPayloadError';
import { errorTupleSchema, okTupleSchema, toolOutcomeObjectSchema } from './schemas/toolOutcomeSchema';
import { checkPayload } from './schemas/validatePayload';

/** A tool outcome read from untrusted input; `ui` is still unchecked. */
export interface RawOutcome {
  isError: boolean;
  content: string;
  ui?: unknown;
}

/**
 * Reads any accepted outcome shape: a string, an `{ok, result, ui?}` / `{ok: false, error}`
 * object or a tuple (the shapes `cameo-ui/agent`'s `ToolReturn` names).
 */
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
