/** The outcome of reading untrusted input: parsing reports problems, it never throws them. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function problem<T = never>(error: string): ParseResult<T> {
  return { ok: false, error };
}
