import { createSubscribable } from './createSubscribable';

/**
 * A vanilla store: one state value, replaced (never mutated) on every change, and its
 * listeners. The shape zustand's `StoreApi` has, so code written against that keeps working.
 */
export interface Store<T> {
  getState(): T;
  /** The state the store was made with, which server rendering reads. */
  getInitialState(): T;
  /** Merges `partial` into a copy of the state, or with `replace` puts `state` in its place. */
  setState(partial: Partial<T> | ((state: T) => Partial<T>), replace?: false): void;
  setState(state: T | ((state: T) => T), replace: true): void;
  /** Calls `listener` with the new and the previous state after every change; returns the unsubscribe. */
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export type SetState<T> = Store<T>['setState'];

/** `create` builds the first state; its `set` and `get` are the store's, for the state's own methods. */
export function createStore<T extends object>(create: (set: SetState<T>, get: () => T) => T): Store<T> {
  const listeners = createSubscribable<[T, T]>();
  let state: T;
  const setState: SetState<T> = (update: Partial<T> | T | ((current: T) => Partial<T> | T), replace?: boolean) => {
    const next = typeof update === 'function' ? update(state) : update;
    // The same state again is no change, so nothing re-renders for it.
    if (Object.is(next, state)) return;
    const previous = state;
    state = replace ? (next as T) : Object.assign({}, state, next);
    listeners.notify(state, previous);
  };
  const getState = () => state;
  state = create(setState, getState);
  const initial = state;
  return {
    getState,
    getInitialState: () => initial,
    setState,
    subscribe: listeners.subscribe,
  };
}
