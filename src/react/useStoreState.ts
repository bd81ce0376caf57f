import { useRef, useSyncExternalStore } from 'react';
import type { Store } from '../core/internal';

/**
 * The part of a store's state a component reads. The component re-renders only when `select`
 * gives something `equal` calls different (`Object.is` by default), so a transcript row that
 * selects its own entry sleeps through every other row's tokens.
 */
export function useStoreState<S, T>(
  store: Pick<Store<S>, 'getState' | 'getInitialState' | 'subscribe'>,
  select: (state: S) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  // The last value handed to React: an equal one is given back as it was, since React compares
  // snapshots with Object.is and would re-render for a fresh but equal value.
  const last = useRef<{ value: T } | null>(null);
  const read = (state: S) => {
    const value = select(state);
    const previous = last.current;
    if (previous !== null && equal(previous.value, value)) return previous.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(
    store.subscribe,
    () => read(store.getState()),
    () => read(store.getInitialState()),
  );
}
