/**
 * Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (at once if it
 * already has). Shared by the memory transport and the demo's scripted latencies. The abort
 * listener goes when the timer fires: a long-lived signal waited on many times (one chat turn's
 * streamed tokens) would otherwise collect one listener per wait.
 */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
