/**
 * The size `value` would have as JSON text, in UTF-16 units (close to bytes for the ASCII that
 * JSON mostly is), counted only up to `budget`: a value larger than that returns `Infinity`
 * after at most about `budget` units of work, however large the value really is. A shared
 * subtree counts every time it appears, as it would once written out. Iterative, so no depth
 * overflows the stack.
 */
export function jsonSizeOver(value: unknown, budget: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') size += next.length + 2;
    else if (typeof next === 'number') size += Number.isFinite(next) ? String(next).length : 4;
    else if (typeof next === 'boolean') size += next ? 4 : 5;
    else if (typeof next === 'object' && next !== null) {
      size += 2;
      if (Array.isArray(next)) {
        size += next.length;
        if (size > budget) return Infinity;
        for (const item of next) stack.push(item);
      } else {
        for (const key of Object.keys(next)) {
          size += key.length + 4;
          if (size > budget) return Infinity;
          stack.push((next as Record<string, unknown>)[key]);
        }
      }
    } else size += 4;
    if (size > budget) return Infinity;
  }
  return size;
}
