import { defineData, isPlainContainer, toPlainData } from './toPlainData';

/** Past this depth the rest is copied without comparing, as query-core's own sharing gives up at 500. */
const maxDepth = 500;

/**
 * Widget data's structural sharing, in place of query-core's `replaceEqualDeep`: `next` as plain
 * data (see `toPlainData`), with every part deeply equal to the same part of `previous` replaced
 * by `previous`'s own, so an unchanged update keeps its identity and re-renders nothing.
 *
 * query-core's version copies keys by assignment, so a "__proto__" key from the wire became the
 * copy's prototype (an inherited `data.isAdmin`), a null one a null prototype, and a string one
 * vanished. Here every key is defined as an own data property, and only `previous`'s own
 * properties are compared, never what it inherits. O(n) in the size of `next`.
 */
export function sharePlainData(previous: unknown, next: unknown): unknown {
  return share(previous, next, 0);
}

function share(previous: unknown, next: unknown, depth: number): unknown {
  if (previous === next) return previous;
  if (!isPlainContainer(next)) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (depth > maxDepth || (!arrays && (Array.isArray(previous) || Array.isArray(next) || !isPlainContainer(previous)))) {
    return toPlainData(next);
  }
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = arrays ? null : Object.keys(after);
  const size = keys ? keys.length : (next as unknown[]).length;
  const previousSize = arrays ? (previous as unknown[]).length : Object.keys(before).length;
  const copy: Record<string, unknown> = arrays ? (new Array<unknown>(size) as unknown as Record<string, unknown>) : {};
  let equal = 0;
  for (let index = 0; index < size; index += 1) {
    const key = keys ? keys[index]! : String(index);
    const own = keys ? Object.hasOwn(before, key) : index < previousSize;
    const value = share(own ? before[key] : undefined, after[key], depth + 1);
    defineData(copy, key, value);
    if (own && value === before[key]) equal += 1;
  }
  return size === previousSize && equal === previousSize ? previous : copy;
}
