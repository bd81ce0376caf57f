import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps one identity but always calls the latest `callback`; `undefined` while
 * there is none. An inline `onAction={(event) => …}` would otherwise change the context on
 * every render of the app and re-render everything that reads it.
 */
export function useLatestCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
): ((...args: A) => void) | undefined {
  const latest = useRef(callback);
  // Before any layout effect or event handler can call it, as React's own useEffectEvent does.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  const stable = useCallback((...args: A) => latest.current?.(...args), []);
  return callback ? stable : undefined;
}
