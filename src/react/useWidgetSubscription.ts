import { useEffect, useState } from 'react';
import { useCameo } from './useCameo';
import { widgetQueryKey } from './widgetQueryKey';

/**
 * Keeps a widget current while it is on screen: subscribes to the transport's pushes for `id`
 * on mount and unsubscribes on unmount. Each newer push replaces the cached data, so every
 * viewer re-renders, the one whose action caused it included. Returns the last stream error.
 */
export function useWidgetSubscription(id: string, enabled = true): Error | null {
  const { transport, queryClient, versions } = useCameo();
  const [streamError, setStreamError] = useState<Error | null>(null);

  useEffect(() => {
    if (!transport || !enabled) return;
    return transport.subscribe(
      id,
      (update) => {
        setStreamError(null);
        if (versions.accept(id, update.version)) queryClient.setQueryData(widgetQueryKey(id), update.data);
      },
      { onError: setStreamError },
    );
  }, [transport, enabled, id, queryClient, versions]);

  return streamError;
}
