/** How a piece of abortable work ended. */
export type AbortableOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'threw'; cause: unknown }
  | { status: 'timedOut' }
  | { status: 'aborted' };

export interface AbortableOptions {
  /** Give up after this many ms; absent, non-finite or beyond the timer range means never. */
  timeoutMs?: number;
  /** Give up as soon as this aborts (at once if it already has, without starting the work). */
  signal?: AbortSignal;
}

// setTimeout fires at once for delays past 2^31 - 1 ms, which would turn "very long" into "now".
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs `work` with a signal of its own and settles on whichever comes first: the work, the
 * timeout or the caller's abort. Never rejects. Giving up aborts the work's signal, so it can
 * stop; the timer and the listener on the caller's signal are removed however it ends.
 */
export function runAbortable<T>(
  work: (signal: AbortSignal) => T | PromiseLike<T>,
  { timeoutMs, signal: outer }: AbortableOptions = {},
): Promise<AbortableOutcome<Awaited<T>>> {
  if (outer?.aborted) return Promise.resolve({ status: 'aborted' });
  const controller = new AbortController();
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: AbortableOutcome<Awaited<T>>, reason?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
      if (outcome.status === 'timedOut' || outcome.status === 'aborted') controller.abort(reason);
      resolve(outcome);
    };
    const onAbort = () => finish({ status: 'aborted' }, outer?.reason);
    outer?.addEventListener('abort', onAbort);
    if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs <= MAX_TIMER_MS) {
      timer = setTimeout(() => finish({ status: 'timedOut' }, timeoutError(timeoutMs)), Math.max(0, timeoutMs));
    }
    try {
      Promise.resolve(work(controller.signal)).then(
        (value) => finish({ status: 'done', value }),
        (cause: unknown) => finish({ status: 'threw', cause }),
      );
    } catch (cause) {
      finish({ status: 'threw', cause });
    }
  });
}

function timeoutError(ms: number): Error {
  const error = new Error(`timed out after ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}
