/** Past this depth the rest is taken as it is, as query-core's own sharing gives up at 500. */
const maxDepth = 500;

/**
 * Widget data's structural sharing, in place of query-core's `replaceEqualDeep`: `next`, with
 * every part deeply equal to the same part of `previous` replaced by `previous`'s own, so an
 * unchanged update keeps its identity and re-renders nothing.
 *
 * query-core's version builds its copies by assignment, so a "__proto__" key from the wire (an
 * own property like any other, as JSON.parse and structured clone make it) became the copy's
 * prototype: an inherited `data.isAdmin`, a null prototype from a null, a string that vanished.
 * Here a copy defines each key as an own data property, and only `previous`'s own properties are
 * compared, never what it inherits.
 *
 * Data is not copied for its own sake: what arrives from the wire is already plain own-property
 * data, and only an assigning copy spoils it, so the first data is kept as it is and the first
 * paint costs nothing (a defensive deep copy of 100k items took longer than the sharing itself).
 * O(n) in the size of `next`, like query-core's.
 */
export function shareEqualData(previous: unknown, next: unknown): unknown {
  return share(previous, next, 0);
}

function share(previous: unknown, next: unknown, depth: number): unknown {
  if (previous === next || depth > maxDepth) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainRecord(previous) && isPlainRecord(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = arrays ? null : Object.keys(after);
  const size = keys ? keys.length : (next as unknown[]).length;
  const previousSize = arrays ? (previous as unknown[]).length : Object.keys(before).length;
  const copy: Record<string | number, unknown> = arrays ? (new Array<unknown>(size) as unknown as Record<number, unknown>) : {};
  let equal = 0;
  for (let index = 0; index < size; index += 1) {
    const key: string | number = keys ? keys[index]! : index;
    const own = keys ? Object.hasOwn(before, key) : index < previousSize;
    const earlier = own ? before[key] : undefined;
    const value = share(earlier, after[key], depth + 1);
    // Assigning "__proto__" would call Object.prototype's setter; an array index is never one.
    if (key === '__proto__') Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
    else copy[key] = value;
    if (own && value === earlier) equal += 1;
  }
  return size === previousSize && equal === previousSize ? previous : copy;
}

/** An object literal's kind of object: `Object.prototype` or null as its prototype, not an array. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
