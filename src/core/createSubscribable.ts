/**
 * A listener set with a lifecycle: the one base under every store and observer in core, as
 * query-core's `Subscribable` is under its observers. Whatever a store holds open while someone
 * watches it (a query subscription, a push stream, an abort controller) starts in `onSubscribe`
 * and ends in `onUnsubscribe`, so no store counts its own listeners.
 */
export interface Subscribable<A extends unknown[] = []> {
  /** Adds a listener and returns its cleanup. Subscribing one function twice needs two cleanups. */
  subscribe(listener: (...args: A) => void): () => void;
  /** True while at least one listener is subscribed. */
  hasListeners(): boolean;
  /**
   * Calls the listeners subscribed when it starts. One removed by an earlier listener is not
   * called; one added during the round hears the next one.
   */
  notify(...args: A): void;
}

export interface SubscribableHooks {
  /** Runs when the first listener arrives, after it is added (so a notify from here reaches it). */
  onSubscribe?(): void;
  /** Runs when the last listener leaves. */
  onUnsubscribe?(): void;
}

export function createSubscribable<A extends unknown[] = []>(hooks: SubscribableHooks = {}): Subscribable<A> {
  const listeners = new Set<(...args: A) => void>();
  return {
    subscribe(listener) {
      // A wrapper per subscription: it is the set's key, so two subscriptions of one function
      // are two entries, and a cleanup removes only its own.
      const entry = (...args: A) => listener(...args);
      listeners.add(entry);
      if (listeners.size === 1) hooks.onSubscribe?.();
      return () => {
        // A second call of the same cleanup must not end someone else's lifecycle.
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) hooks.onUnsubscribe?.();
      };
    },
    hasListeners: () => listeners.size > 0,
    notify(...args) {
      // The set as it was when the round began: a listener that subscribes another must not make
      // this loop endless, and one unsubscribed (a row unmounted by an earlier listener) is skipped.
      for (const listener of [...listeners]) if (listeners.has(listener)) listener(...args);
    },
  };
}
