import type { UIContent } from '../core';

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
