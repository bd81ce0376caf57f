import type { Ref } from 'react';

/** One callback ref that feeds several refs: the consumer's forwarded ref and our own. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): (instance: T | null) => void {
  return (instance) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(instance);
      else if (ref) (ref as { current: T | null }).current = instance;
    }
  };
}
