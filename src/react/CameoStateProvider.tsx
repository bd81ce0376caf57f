import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import {
  createTranscriptStore,
  createSharedRequests,
  createVersionBook,
  createWidgetRegistry,
  parseTranscript,
  type OpenWidgetRequest,
  type Transport,
  type TranscriptStore,
  type WidgetRegistry,
} from '../core';
import { useLatestCallback } from './useLatestCallback';
import { useStableLabels } from './useStableLabels';
import { CameoContext, type CameoContextValue } from './CameoContext';
import type { CameoLabels } from './CameoLabels';
import type { ActionEvent, WidgetDefinition } from './defineWidget';
import { widgetQueryKey } from './widgetQueryKey';

/** Fetched widget data stays fresh this long, so re-opening a widget makes no request. */
export const DEFAULT_STALE_TIME = 30_000;

/** Below this width a drawer would cover most of the screen anyway, so it opens fullscreen. */
export const DEFAULT_NARROW_VIEWPORT = '(max-width: 640px)';

export interface CameoStateProviderProps {
  children?: ReactNode;
  /** A registry to share; otherwise one is made from `widgets`. */
  registry?: WidgetRegistry<WidgetDefinition>;
  widgets?: readonly WidgetDefinition[];
  /** A client to share; otherwise the provider owns one. Never taken from an outer provider. */
  queryClient?: QueryClient;
  /** A store to share; otherwise one is made from `transcript`. */
  store?: TranscriptStore;
  /** Wire-format transcript JSON (a value or a string) to start with. */
  transcript?: unknown;
  /** Milliseconds fetched widget data counts as fresh. Defaults to 30 s. */
  staleTime?: number;
  /** A backend: widgets without their own `render`/`handleAction` use it, and it pushes updates. */
  transport?: Transport;
  /** Called after each human action settles, e.g. to log it or to tell the agent. */
  onAction?: (event: ActionEvent) => void;
  /** Media query under which drawers open fullscreen. Defaults to `(max-width: 640px)`. */
  narrowViewport?: string;
  /** Text direction of widget containers; they portal to <body>, outside the app's `dir`. */
  dir?: 'ltr' | 'rtl';
  /** Replaces any built-in strings; the rest stay English. */
  labels?: Partial<CameoLabels>;
}

/**
 * Provides Cameo's state without drawing anything: store, registry and query client, each owned
 * by this provider unless passed in. `CameoProvider` adds the widget host on top.
 */
export function CameoStateProvider(props: CameoStateProviderProps) {
  const { children, staleTime = DEFAULT_STALE_TIME, narrowViewport = DEFAULT_NARROW_VIEWPORT, dir } = props;
  const transport = props.transport ?? null;
  const labels = useStableLabels(props.labels);
  const onAction = useLatestCallback(props.onAction);
  // Lazily owned: made once per provider, only for what the app did not pass in.
  const [ownedRegistry] = useState(() => (props.registry ? null : createWidgetRegistry(props.widgets ?? [])));
  const [ownedStore] = useState(() => (props.store ? null : createTranscriptStore(parseTranscript(props.transcript ?? []))));
  const [ownedClient] = useState(() => (props.queryClient ? null : createQueryClient()));
  const registry = props.registry ?? ownedRegistry ?? createWidgetRegistry<WidgetDefinition>();
  const store = props.store ?? ownedStore ?? createTranscriptStore();
  const queryClient = props.queryClient ?? ownedClient ?? createQueryClient();
  // Made once per provider and never replaced, so they never change the context value.
  const [fixed] = useState(createFixedParts);

  // What QueryClientProvider would do; we pass the client explicitly instead of providing it,
  // so an app's own QueryClientProvider around or inside us is never shadowed.
  useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);

  const { rememberOpener, ...shared } = fixed;
  const openWidget = useCallback(
    (request: OpenWidgetRequest) => {
      rememberOpener();
      // The clicked launcher's snapshot is what the user asked to see: it seeds the cache as
      // fresh data, so no request runs until it goes stale or an update replaces it. A fetch
      // already in flight is cancelled first so it cannot land on top of the snapshot.
      if (request.snapshot) {
        const key = widgetQueryKey(request.widget);
        void queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, request.snapshot.data);
      }
      store.getState().open(request);
    },
    [queryClient, store, rememberOpener],
  );
  const closeWidget = useCallback(() => store.getState().close(), [store]);

  const value = useMemo<CameoContextValue>(
    () => ({ ...shared, store, registry, queryClient, transport, staleTime, narrowViewport, dir, onAction, labels, openWidget, closeWidget }),
    // `shared` is a fresh spread of `fixed`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fixed, store, registry, queryClient, transport, staleTime, narrowViewport, dir, onAction, labels, openWidget, closeWidget],
  );
  return <CameoContext.Provider value={value}>{children}</CameoContext.Provider>;
}

/**
 * The parts of the context that live as long as the provider: version book, shared requests,
 * the launchers on screen, and whatever had focus when a widget opened without a launcher (a
 * list, a shortcut), so focus can still go back somewhere meaningful on close.
 */
function createFixedParts() {
  const launchers = new Map<string, HTMLElement>();
  let opener: HTMLElement | null = null;
  return {
    versions: createVersionBook(),
    requests: createSharedRequests(),
    registerLauncher: (key: string, element: HTMLElement) => {
      launchers.set(key, element);
      return () => {
        if (launchers.get(key) === element) launchers.delete(key);
      };
    },
    getLauncher: (key: string) => launchers.get(key),
    getOpener: () => opener,
    rememberOpener: () => {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      opener = active instanceof HTMLElement && active !== document.body ? active : null;
    },
  };
}

function createQueryClient(): QueryClient {
  // One retry keeps a flaky backend usable without making a real failure wait long to show.
  return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
}
