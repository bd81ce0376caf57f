import { QueryObserver, type QueryClient, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
import type { SharedRequests } from '../createSharedRequests';
import { shareEqualData } from '../shareEqualData';
import { createSubscribable } from '../createSubscribable';
import type { VersionBook } from '../createVersionBook';
import type { WidgetRegistry } from '../createWidgetRegistry';
import type { Transport } from '../transport/Transport';
import type { WidgetRetry, WidgetSpec } from '../WidgetSpec';
import type { BackendWidgets } from './createBackendWidgets';
import { sameWidgetState } from './sameWidgetState';
import { widgetQueryKey } from './widgetQueryKey';

export type WidgetStatus = 'pending' | 'error' | 'success';

/** One widget's data as every viewer of it sees it. */
export interface WidgetState {
  /** The snapshot, the `render` result or the latest pushed update; undefined until any. */
  data: unknown;
  status: WidgetStatus;
  /** `idle` with no data and no error means there is nothing to fetch the data from. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** The last fetch error; data may still be shown from before it. */
  error: Error | null;
  isFetching: boolean;
  /** The push stream's last error, cleared by the next update. */
  streamError: Error | null;
  /** True while the backend pushes this widget's updates to us. */
  live: boolean;
}

/**
 * One widget id's live state, shared by all its viewers: the first paint (snapshot or `render`
 * through query-core), the version rule, and one push subscription. It runs from the first
 * subscriber to the last.
 */
export interface LiveWidget {
  getState(): WidgetState;
  subscribe(listener: () => void): () => void;
  refetch(): void;
  /**
   * How many writes newer than any fetch have landed (a push, a seeded snapshot): an action
   * compares it before and after to know whether the backend already sent the new state.
   */
  writes(): number;
  /** Marks the data stale: a viewer's fetch runs now, or the next viewer's when none is open. */
  invalidate(): void;
  /**
   * Shows a launcher's snapshot as the data, unless live data is already on screen (a snapshot
   * is a picture from when the tool ran; pushed data is newer). Returns whether it was shown.
   */
  seed(data: unknown): boolean;
}

export interface LiveWidgetContext {
  queryClient: QueryClient;
  registry: WidgetRegistry<WidgetSpec>;
  getTransport(): Transport | null;
  /** Calls `listener` when the client's transport is replaced; returns the unsubscribe. */
  onTransportChange(listener: () => void): () => void;
  /** Grows on every transport change, so a fetch from the old backend knows it is stale. */
  generation(): number;
  versions: VersionBook;
  requests: SharedRequests;
  backend: BackendWidgets;
  staleTime: number;
  /** Retries of a failed fetch when the widget sets none; undefined leaves the query client's default. */
  retry?: WidgetRetry;
}

export function createLiveWidget(id: string, context: LiveWidgetContext): LiveWidget {
  const { queryClient, registry, versions, requests, backend } = context;
  const key = widgetQueryKey(id);
  const listeners = createSubscribable({ onSubscribe: () => start(), onUnsubscribe: () => stop() });
  // Grows on every write that is newer than any fetch still in flight: a seeded snapshot, an
  // accepted push. A fetch that started before one of them must not land on top of it.
  let writes = 0;
  // How many snapshots were seeded: one seeded after a fetch started wins over its answer.
  let seeds = 0;
  // `writes` when the newest fetch chose what to show. Its choice reaches the cache microtasks
  // later, and a push or a snapshot that lands in between is newer than it.
  let decidedAt = 0;
  // What the query function handed query-core, and `writes` then: query-core writes it to the
  // cache a few microtasks later still, when a push may already have replaced it.
  let handedOut: { data: unknown; writes: number } | null = null;

  /** The fetch's choice, made now: it lands only if nothing newer lands before it. */
  const decide = (data: unknown) => {
    decidedAt = writes;
    return data;
  };
  /** The newest of the fetch's choice and what is in the cache now. */
  const newest = (chosen: unknown) => (writes === decidedAt ? chosen : (queryClient.getQueryData(key) ?? chosen));
  // Every write to the cache passes here as it lands: query-core's write of what the query
  // function handed it is dropped when a push or a snapshot landed since.
  const share = (previous: unknown, next: unknown) => {
    const landing = handedOut;
    if (landing && next === landing.data) {
      handedOut = null;
      if (writes !== landing.writes) return previous;
    }
    return shareEqualData(previous, next);
  };

  const superseded = () => new Error(`Widget "${id}": the transport changed while its data was loading.`);
  const fetchWidget = async (signal: AbortSignal): Promise<unknown> => {
    const generation = context.generation();
    const writesAtStart = writes;
    const seedsAtStart = seeds;
    const render = registry.get(id)?.render;
    if (render) {
      const data = await render({ widget: id, signal });
      // query-core cannot cache undefined; say so in the widget instead of in the console.
      if (data === undefined) throw new Error(`Widget "${id}" render returned no data.`);
      // Unversioned: a push or a snapshot that arrived while it ran is newer.
      return decide(writes === writesAtStart ? data : (queryClient.getQueryData(key) ?? data));
    }
    const transport = context.getTransport();
    if (!transport) throw new Error(`Widget "${id}" has no render function.`);
    const result = await transport.render(id, { signal });
    // The old backend's answer, and its version, mean nothing to the new one.
    if (context.generation() !== generation) throw superseded();
    // A snapshot seeded while this render ran is shown instead, so the answer's version is not
    // recorded either: it never reached the screen, and must not turn away a push at that version.
    if (seeds !== seedsAtStart) return decide(queryClient.getQueryData(key) ?? result.data);
    // Between this answer and a push that came while it was in flight, the newer version wins,
    // whichever arrived first.
    if (!versions.accept(id, result.version)) return decide(queryClient.getQueryData(key) ?? result.data);
    return decide(result.data);
  };

  const options = (): QueryObserverOptions<unknown, Error> => ({
    queryKey: key,
    // Through the shared requests: a viewer closed and quickly re-opened joins the fetch already
    // running; one that stays closed aborts it after a short grace period. The result lands in
    // the cache even when its first viewer has left, so the re-open finds it.
    queryFn: async ({ signal }) => {
      const fetched = await requests.run(`${context.generation()}:${id}`, signal, async (shared) => {
        const data = await fetchWidget(shared);
        // Checked as it is written, not when it was chosen: a push may have landed in between.
        queryClient.setQueryData(key, (current: unknown) => (writes === decidedAt ? data : (current ?? data)));
        return data;
      });
      const data = newest(fetched);
      handedOut = { data, writes };
      // A cancelled fetch never lands: forget it, so a later write of the same value is not taken for it.
      signal.addEventListener('abort', () => {
        if (handedOut?.data === data) handedOut = null;
      });
      return data;
    },
    // Without a render there is nothing to fetch; data then comes only from a snapshot.
    enabled: registry.get(id)?.render !== undefined || context.getTransport() !== null,
    staleTime: context.staleTime,
    // Data from the wire reaches the widget as plain own properties: query-core's default sharing
    // would make a "__proto__" key the data's prototype. (The client sets the same as the query
    // default, for writes made while no viewer has set these options.)
    structuralSharing: share,
    // A widget's own render may need no network at all; the transport reports its own failures.
    networkMode: 'always',
    // Set only when someone chose: an absent key keeps the query client's default (Cameo's own
    // client retries once), where an undefined one would override it.
    ...retryOption(registry.get(id)?.retry ?? context.retry),
  });

  const observer = new QueryObserver<unknown, Error>(queryClient, options());
  let streamError: Error | null = null;
  let live = false;
  let state: WidgetState | undefined;
  let stopQuery: (() => void) | null = null;
  let stopBackend: (() => void) | null = null;
  let push: { transport: Transport; stop: () => void } | null = null;
  let stopWatching: (() => void)[] = [];

  const read = (result: QueryObserverResult<unknown, Error>): WidgetState => {
    const next: WidgetState = {
      data: result.data,
      status: result.status,
      fetchStatus: result.fetchStatus,
      error: result.error,
      isFetching: result.isFetching,
      streamError,
      live,
    };
    if (!state || !sameWidgetState(state, next)) state = next;
    return state;
  };
  const emit = () => {
    const before = state;
    read(observer.getCurrentResult());
    if (state !== before) listeners.notify();
  };

  const startPush = (transport: Transport) => {
    const stop = transport.subscribe(
      id,
      (update) => {
        streamError = null;
        if (versions.accept(id, update.version)) {
          writes += 1;
          queryClient.setQueryData(key, update.data);
        }
        emit();
      },
      {
        onError: (error) => {
          streamError = error;
          emit();
        },
      },
    );
    push = { transport, stop };
  };
  const stopPush = () => {
    push?.stop();
    push = null;
    streamError = null;
  };

  /** Brings the query, the backend-list watch and the push stream in line with the current definition and transport. */
  const sync = () => {
    observer.setOptions(options());
    const transport = context.getTransport();
    const ownRender = registry.get(id)?.render !== undefined;
    // Only widgets whose data the backend owns get its pushes: a client-only widget (its own
    // render, unknown to the backend) would open a stream the server can only refuse.
    const needsList = transport !== null && ownRender;
    if (needsList && !stopBackend) stopBackend = backend.subscribe(sync);
    if (!needsList && stopBackend) {
      stopBackend();
      stopBackend = null;
    }
    live = transport !== null && (!ownRender || backend.getState().widgets.some((widget) => widget.id === id));
    if (push && (!live || push.transport !== transport)) stopPush();
    if (live && !push && transport) startPush(transport);
    emit();
  };

  const start = () => {
    stopQuery = observer.subscribe(emit);
    stopWatching = [registry.subscribe(sync), context.onTransportChange(sync)];
    sync();
  };
  const stop = () => {
    stopQuery?.();
    stopQuery = null;
    for (const unsubscribe of stopWatching) unsubscribe();
    stopWatching = [];
    stopBackend?.();
    stopBackend = null;
    stopPush();
    live = false;
  };

  return {
    getState: () => read(listeners.hasListeners() ? observer.getCurrentResult() : observer.getOptimisticResult(queryClient.defaultQueryOptions(options()))),
    subscribe: listeners.subscribe,
    refetch: () => void observer.refetch(),
    writes: () => writes,
    invalidate: () => void queryClient.invalidateQueries({ queryKey: key }),
    seed(data) {
      if (listeners.hasListeners() && live && versions.get(id) !== undefined && queryClient.getQueryData(key) !== undefined) return false;
      // A fetch already in flight is cancelled, and one that lands anyway keeps the snapshot.
      void queryClient.cancelQueries({ queryKey: key });
      writes += 1;
      seeds += 1;
      // Unversioned: whatever the backend sends next replaces it, even at a version seen before.
      versions.forget(id);
      queryClient.setQueryData(key, data);
      return true;
    },
  };
}

function retryOption(retry: WidgetRetry | undefined): { retry?: WidgetRetry } {
  return retry === undefined ? {} : { retry };
}
