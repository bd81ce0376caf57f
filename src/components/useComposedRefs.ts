import { useCallback, type Ref } from 'react';

/** One callback ref that feeds the consumer's forwarded ref and our own. */
export function useComposedRefs<T>(...refs: (Ref<T> | undefined)[]): (instance: T | null) => void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs themselves are the dependencies
  return useCallback((instance: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(instance);
      else if (ref) (ref as { current: T | null }).current = instance;
    }
  }, refs);
}
