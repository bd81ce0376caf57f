/**
 * Reads untrusted JSON without trusting its prototype chain: only own properties count, so keys
 * such as `__proto__` or `constructor` are data, never inherited behaviour.
 */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** A short, safe description of a value for error messages: its type, never its contents. */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  if (type === 'undefined') return 'undefined';
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** Quotes a value from the wire for an error message, cut short so a huge string stays readable. */
export function quote(value: unknown, max = 40): string {
  // Objects are described, not stringified: `String()` on hostile input can throw (a null
  // prototype, a non-callable `toString`) or overflow the stack (deeply nested arrays).
  if (typeof value === 'object' && value !== null) return describeType(value);
  const text = typeof value === 'string' ? value : String(value);
  return `'${text.length > max ? `${text.slice(0, max)}…` : text}'`;
}
