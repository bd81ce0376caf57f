/**
 * A wait that ends after `ms` (never, for null) or as soon as `wake()` is called, whichever is
 * first. One wait at a time; `wake()` with none running does nothing.
 */
export interface WakeableWait {
  wait(ms: number | null): Promise<void>;
  wake(): void;
  /** A wait is running. */
  readonly waiting: boolean;
}

export function createWakeableWait(): WakeableWait {
  let done: (() => void) | null = null;
  return {
    wait: (ms) =>
      new Promise<void>((resolve) => {
        const timer = ms === null ? null : setTimeout(finish, ms);
        function finish() {
          if (timer) clearTimeout(timer);
          done = null;
          resolve();
        }
        done = finish;
      }),
    wake: () => done?.(),
    get waiting() {
      return done !== null;
    },
  };
}
