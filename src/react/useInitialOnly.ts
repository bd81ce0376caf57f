import { useEffect, useRef } from 'react';
import { warnInDevelopment } from '../core/internal';

/** Warns in development when a prop that is read once at mount changes afterwards. */
export function useInitialOnly(name: string, value: unknown): void {
  const first = useRef(value);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || same(first.current, value)) return;
    warned.current = true;
    warnInDevelopment(`<CameoProvider ${name}> is read once, when the provider mounts; the new value is ignored.`);
  }, [name, value]);
}

/** Past this length an array is compared by its items' identity only, so a render stays cheap. */
const DEEP_COMPARE_LIMIT = 100;

/** An inline array literal is a new array on every render; equal items are the same value. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  const deep = a.length <= DEEP_COMPARE_LIMIT;
  return a.every((item, index) => Object.is(item, b[index]) || (deep && JSON.stringify(item) === JSON.stringify(b[index])));
}
