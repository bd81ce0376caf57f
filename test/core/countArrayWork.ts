/**
 * A deterministic stand-in for "how long did it take": while `run` runs, every call of an array
 * built-in that walks or copies an array adds that array's length (for `concat`, the result's)
 * to the count, and every array iteration (`for…of`, spread) adds one per element. A scan of the
 * open calls per tool call, or a copy of every key per append, shows up as a count that grows
 * with the square of the input, while the clock-free count of linear code grows with the input.
 * Plain `for` loops with an index are not seen, so this bounds what it sees, not all work.
 */
export function countArrayWork(run: () => void): number {
  const walking = [
    'filter', 'map', 'flatMap', 'forEach', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex',
    'indexOf', 'lastIndexOf', 'includes', 'reduce', 'reduceRight', 'slice', 'splice', 'join', 'reverse', 'sort',
    'toReversed', 'toSorted', 'toSpliced', 'with', 'fill', 'copyWithin', 'flat', 'entries', 'keys', 'values',
  ] as const;
  const proto = Array.prototype as unknown as Record<string, unknown>;
  const saved = new Map<string | symbol, unknown>();
  let count = 0;
  const wrap = (name: string | symbol, cost: (self: unknown[], result: unknown) => number) => {
    const original = proto[name as string] as ((this: unknown[], ...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    saved.set(name, original);
    proto[name as string] = function (this: unknown[], ...args: unknown[]) {
      const result = original.apply(this, args);
      count += cost(this, result);
      return result;
    };
  };
  for (const name of walking) wrap(name, (self) => self.length);
  wrap('concat', (_self, result) => (result as unknown[]).length);
  const iterate = proto[Symbol.iterator as unknown as string] as (this: unknown[]) => Iterator<unknown>;
  saved.set(Symbol.iterator, iterate);
  proto[Symbol.iterator as unknown as string] = function (this: unknown[]) {
    const inner = iterate.call(this);
    return {
      next() {
        const step = inner.next();
        if (!step.done) count += 1;
        return step;
      },
      [Symbol.iterator]() {
        return this;
      },
    };
  };
  try {
    run();
  } finally {
    for (const [name, original] of saved) proto[name as string] = original;
  }
  return count;
}
