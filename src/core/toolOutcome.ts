import type { UIContent } from './protocol';
import { parsed, problem, type ParseResult } from './ParseResult';
import { describeType, isObject, own, quote } from './readObject';

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
  if (typeof value === 'string') return parsed({ isError: false, content: value });
  if (Array.isArray(value)) return readTuple(value);
  if (isObject(value)) {
    const isOk = own(value, 'ok');
    if (isOk === true) {
      const result = own(value, 'result');
      if (typeof result !== 'string') return problem(`result is ${describeType(result)}, expected a string`);
      const ui = own(value, 'ui');
      return parsed(ui === undefined ? { isError: false, content: result } : { isError: false, content: result, ui });
    }
    if (isOk === false) {
      const error = own(value, 'error');
      if (typeof error !== 'string') return problem(`error is ${describeType(error)}, expected a string`);
      return parsed({ isError: true, content: error });
    }
  }
  return problem(`result is ${describeType(value)}, expected a string, {ok, result} or a tuple`);
}

function readTuple(tuple: readonly unknown[]): ParseResult<RawOutcome> {
  const [tag, text, extra] = tuple;
  if (tag !== 'ok' && tag !== 'error') {
    return problem(`unknown result tag ${quote(tag)}, expected 'ok' or 'error'`);
  }
  if (typeof text !== 'string') {
    return problem(`['${tag}', …] tuple needs a string second item, got ${describeType(text)}`);
  }
  if (tag === 'error') {
    if (tuple.length > 2) return problem("['error', reason] tuple takes no third item");
    return parsed({ isError: true, content: text });
  }
  if (tuple.length > 3) return problem("['ok', text, {ui}] tuple has too many items");
  if (tuple.length === 2) return parsed({ isError: false, content: text });
  if (!isObject(extra) || !Object.hasOwn(extra, 'ui')) {
    return problem("third item of an ['ok', …] tuple must be {\"ui\": …}");
  }
  return parsed({ isError: false, content: text, ui: extra.ui });
}
