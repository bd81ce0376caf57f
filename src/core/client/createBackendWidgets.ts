import { QueryObserver, type QueryClient, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
import type { Transport, WidgetInfo } from '../transport/Transport';
import { createSubscribable } from '../createSubscribable';
import { backendWidgetsQueryKey } from './widgetQueryKey';

export interface BackendWidgetsState {
  /** Empty while loading, on error, or without a transport. */
  widgets: readonly WidgetInfo[];
  error: Error | null;
  isPending: boolean;
}

/** The transport's widget list, fetched once per stale time while anything watches it. */
export interface BackendWidgets {
  getState(): BackendWidgetsState;
  /** The first subscriber starts the fetch; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Re-reads the options (the transport changed). */
  sync(): void;
}

const none: readonly WidgetInfo[] = [];

export function createBackendWidgets(
  queryClient: QueryClient,
  getTransport: () => Transport | null,
  staleTime: number,
): BackendWidgets {
  const options = (): QueryObserverOptions<WidgetInfo[], Error> => ({
    queryKey: backendWidgetsQueryKey,
    queryFn: ({ signal }) => {
      const transport = getTransport();
      if (!transport) return Promise.resolve([]);
      return transport.listWidgets({ signal });
    },
    enabled: getTransport() !== null,
    staleTime,
  });
  const observer = new QueryObserver<WidgetInfo[], Error>(queryClient, options());
  let state: BackendWidgetsState = { widgets: none, error: null, isPending: false };
  let unsubscribe: (() => void) | null = null;
  const listeners = createSubscribable({
    onSubscribe: () => {
      unsubscribe = observer.subscribe(emit);
    },
    onUnsubscribe: () => {
      unsubscribe?.();
      unsubscribe = null;
    },
  });

  const read = (result: QueryObserverResult<WidgetInfo[], Error>): BackendWidgetsState => {
    const next = {
      widgets: result.data ?? none,
      error: result.error,
      isPending: getTransport() !== null && result.isPending,
    };
    const same = next.widgets === state.widgets && next.error === state.error && next.isPending === state.isPending;
    if (!same) state = next;
    return state;
  };
  const emit = () => {
    const before = state;
    read(observer.getCurrentResult());
    if (state !== before) listeners.notify();
  };

  return {
    getState: () => read(unsubscribe ? observer.getCurrentResult() : observer.getOptimisticResult(queryClient.defaultQueryOptions(options()))),
    subscribe: listeners.subscribe,
    sync() {
      observer.setOptions(options());
      emit();
    },
  };
}
