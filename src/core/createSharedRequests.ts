export interface SharedRequests {
  /**
   * Runs `start` for `key`, or joins the request already in flight for it. Each caller's
   * `signal` only detaches that caller; the request itself is aborted once every caller has
   * left and none came back within the grace period.
   */
  run<T>(key: string, signal: AbortSignal, start: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One request per key at a time, shared by everyone who asks while it runs. A widget closed and
 * quickly re-opened joins its own first fetch instead of starting another; a widget that stays
 * closed has its request aborted after `graceMs`.
 */
export function createSharedRequests(graceMs = 1000): SharedRequests {
  const inFlight = new Map<string, InFlight>();

  const start = <T>(key: string, run: (signal: AbortSignal) => Promise<T>): InFlight => {
    const controller = new AbortController();
    const entry: InFlight = { promise: Promise.resolve(), controller, callers: 0, timer: undefined };
    entry.promise = run(controller.signal).finally(() => {
      clearTimeout(entry.timer);
      if (inFlight.get(key) === entry) inFlight.delete(key);
    });
    inFlight.set(key, entry);
    return entry;
  };

  return {
    run<T>(key: string, signal: AbortSignal, run: (signal: AbortSignal) => Promise<T>) {
      const entry = inFlight.get(key) ?? start(key, run);
      clearTimeout(entry.timer);
      entry.callers += 1;
      signal.addEventListener(
        'abort',
        () => {
          entry.callers -= 1;
          if (entry.callers > 0) return;
          entry.timer = setTimeout(() => {
            if (inFlight.get(key) === entry) inFlight.delete(key);
            entry.controller.abort(signal.reason);
          }, graceMs);
        },
        { once: true },
      );
      return entry.promise as Promise<T>;
    },
  };
}
