/** A listener set whose `add` returns its own removal, the shape every `subscribe` returns. */
export interface Listeners<A extends unknown[] = []> {
  add(listener: (...args: A) => void): () => void;
  notify(...args: A): void;
  readonly size: number;
}

export function createListeners<A extends unknown[] = []>(): Listeners<A> {
  const listeners = new Set<(...args: A) => void>();
  return {
    add(listener) {
      // A wrapper per subscription, so subscribing one function twice needs two cleanups.
      const entry = (...args: A) => listener(...args);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    notify(...args) {
      for (const listener of [...listeners]) listener(...args);
    },
    get size() {
      return listeners.size;
    },
  };
}
