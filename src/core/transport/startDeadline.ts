import { RequestTimeoutError } from './RequestTimeoutError';

// setTimeout overflows (and fires at once) past this.
const maxTimeout = 2 ** 31 - 1;

export interface Deadline {
  /** Aborts with the caller's reason when the caller aborts, or with `RequestTimeoutError`. */
  signal: AbortSignal;
  /** Stops the clock; call it once the request has settled. */
  clear(): void;
}

/**
 * A signal for one request that aborts when the caller's `signal` does or when `timeoutMs`
 * runs out, whichever is first. Built by hand rather than with `AbortSignal.any` and
 * `AbortSignal.timeout`, which some test environments (jsdom) and older browsers lack.
 * A `timeoutMs` that is not a positive finite number means no deadline.
 */
export function startDeadline(label: string, signal: AbortSignal | undefined, timeoutMs: number): Deadline {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const limited = Number.isFinite(timeoutMs) && timeoutMs > 0;
  const timer = limited
    ? setTimeout(() => controller.abort(new RequestTimeoutError(label, timeoutMs)), Math.min(timeoutMs, maxTimeout))
    : undefined;
  return {
    signal: controller.signal,
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
