/**
 * A copy of JSON-like data made of plain own properties only: every array and every object whose
 * prototype is `Object.prototype` or null becomes a fresh array or `Object.prototype` object.
 * A key named "__proto__" (JSON.parse makes it an own property like any other) is defined as an
 * own data property, so it stays data and never becomes the copy's prototype. Anything else (a
 * primitive, a Date, a class instance) is kept as it is: it did not come from JSON.
 *
 * Why `Object.prototype` objects, not null-prototype ones: the copy looks exactly like what
 * `JSON.parse` returns, so widget code keeps `toString`, `hasOwnProperty` and `toStrictEqual`.
 *
 * Iterative, so data nested deeper than the call stack cannot throw; shared and cyclic
 * references stay shared and cyclic in the copy. O(n) in the data's size.
 */
export function toPlainData(value: unknown): unknown {
  if (!isPlainContainer(value)) return value;
  const copies = new Map<object, object>();
  const pending: Array<readonly [source: object, target: object]> = [];
  const copyOf = (source: unknown): unknown => {
    if (!isPlainContainer(source)) return source;
    let target = copies.get(source);
    if (!target) {
      target = Array.isArray(source) ? new Array<unknown>(source.length) : {};
      copies.set(source, target);
      pending.push([source, target]);
    }
    return target;
  };
  const root = copyOf(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    if (Array.isArray(source)) {
      const array = target as unknown[];
      for (let index = 0; index < source.length; index += 1) array[index] = copyOf(source[index]);
    } else {
      const record = source as Record<string, unknown>;
      for (const key of Object.keys(record)) defineData(target as Record<string, unknown>, key, copyOf(record[key]));
    }
  }
  return root;
}

/** An array, or an object literal's kind of object (`Object.prototype` or null as its prototype). */
export function isPlainContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Sets `record[key]` as an own data property. Assignment would do for every key but one:
 * assigning "__proto__" calls `Object.prototype`'s setter and replaces the prototype instead.
 */
export function defineData(record: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}
