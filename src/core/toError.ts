import { describeType } from './readObject';

/**
 * Turns anything thrown into an Error without calling `String()` on it: a hostile value (a
 * null-prototype object, a throwing `toString`) must not turn error handling into a new throw.
 */
export function toError(cause: unknown): Error {
  if (cause instanceof Error) return cause;
  if (typeof cause === 'string') return new Error(cause);
  return new Error(`a non-Error value was thrown (${describeType(cause)})`);
}
