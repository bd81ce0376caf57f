import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/query-core';
import { createCameoClient, type ActionEvent, type CameoClient, type OpenWidgetRequest, type Transport, type TranscriptEntry, type WidgetRegistry, type WidgetRetry, type ToolApprovalDecision } from '../core';
import { warnInDevelopment } from '../core/internal';
import { CameoContext, type CameoContextValue } from './CameoContext';
import type { CameoLabels } from './CameoLabels';
import type { WidgetDefinition } from './defineWidget';
import { useInitialOnly } from './useInitialOnly';
import { useStableLabels } from './useStableLabels';

/**
 * Of a longer initial transcript, the provider reads about this many recent items before its
 * first paint and the rest right after it: a few screens of rows, the view's first paint.
 */
const DEFAULT_FIRST_READ = 500;

/** Below this width a drawer would cover most of the screen anyway, so it opens fullscreen. */
export const DEFAULT_NARROW_VIEWPORT = '(max-width: 640px)';

export interface CameoStateProviderProps {
  children?: ReactNode;
  /**
   * A client made with `createCameoClient`, to share it or reach it outside React. Without one
   * the provider makes its own from the props below.
   */
  client?: CameoClient<WidgetDefinition>;
  /** The widgets to register. Changes after mount take effect. */
  widgets?: readonly WidgetDefinition[];
  /** A backend: widgets without their own `render`/`handleAction` use it, and it pushes updates. Changes take effect. */
  transport?: Transport;
  /** The conversation to start with: typed entries or wire-format JSON (a value or a string). Initial only. */
  transcript?: readonly TranscriptEntry[] | unknown;
  /**
   * Of a `transcript` more than twice this long, read about this many recent items before the
   * first paint and the earlier ones right after it, so the first paint costs what the view
   * shows, not the history. `false` reads everything first. Defaults to 500. Initial only.
   */
  firstRead?: number | false;
  /** A registry to share. Initial only. */
  registry?: WidgetRegistry<WidgetDefinition>;
  /** A query client to share (never taken from an outer `QueryClientProvider`). Initial only. */
  queryClient?: QueryClient;
  /** Milliseconds fetched widget data counts as fresh. Defaults to 30 s. Initial only. */
  staleTime?: number;
  /** Retries of a failed widget render before its error shows (one by default; 0 for none). Initial only. */
  retry?: WidgetRetry;
  /** Called after each human action settles, e.g. to log it or to tell the agent. */
  onAction?: (event: ActionEvent) => void;
  /** Called once when the human approves or denies a tool call that awaited approval. */
  onToolApproval?: (decision: ToolApprovalDecision) => void;
  /** Media query under which drawers open fullscreen. Defaults to `(max-width: 640px)`. */
  narrowViewport?: string;
  /** Text direction of widget containers; they portal to <body>, outside the app's `dir`. */
  dir?: 'ltr' | 'rtl';
  /** Replaces any built-in strings; the rest stay English. */
  labels?: Partial<CameoLabels>;
}

/**
 * Provides Cameo's state without drawing anything: a core client (the app's or its own), the
 * labels and the focus bookkeeping. `CameoProvider` adds the widget host on top.
 */
export function CameoStateProvider(props: CameoStateProviderProps) {
  const { children, narrowViewport = DEFAULT_NARROW_VIEWPORT, dir } = props;
  const labels = useStableLabels(props.labels);
  // The first client for the provider's lifetime: the app's, or one made from the props.
  const [{ client, owned }] = useState(() =>
    props.client
      ? { client: props.client, owned: null }
      : (() => {
          const made = createCameoClient<WidgetDefinition>({
            widgets: props.widgets ?? [],
            transport: props.transport ?? null,
            transcript: props.transcript,
            ...(props.firstRead === false ? {} : { firstRead: props.firstRead ?? DEFAULT_FIRST_READ }),
            ...(props.registry ? { registry: props.registry } : {}),
            ...(props.queryClient ? { queryClient: props.queryClient } : {}),
            ...(props.staleTime === undefined ? {} : { staleTime: props.staleTime }),
            ...(props.retry === undefined ? {} : { retry: props.retry }),
            ...(props.onAction ? { onAction: props.onAction } : {}),
            ...(props.onToolApproval ? { onToolApproval: props.onToolApproval } : {}),
          });
          return { client: made, owned: made };
        })(),
  );
  useInitialOnly('client', props.client);
  useInitialOnly('transcript', props.transcript);
  useInitialOnly('firstRead', props.firstRead);
  useInitialOnly('registry', props.registry);
  useInitialOnly('queryClient', props.queryClient);
  useInitialOnly('staleTime', props.staleTime);
  useInitialOnly('retry', props.retry);
  const ignored =
    props.client !== undefined &&
    (props.widgets || props.transport || props.transcript !== undefined || props.firstRead !== undefined || props.onAction || props.onToolApproval);
  const warnedIgnored = useRef(false);
  useEffect(() => {
    if (!ignored || warnedIgnored.current) return;
    warnedIgnored.current = true;
    warnInDevelopment(
      '<CameoProvider client> ignores widgets, transport, transcript, firstRead, onAction and onToolApproval: pass them to createCameoClient, and change them with client.setOptions.',
    );
  }, [ignored]);

  useEffect(() => client.mount(), [client]);
  useEffect(() => readEarlierAfterPaint(client), [client]);
  // The latest onAction, before any layout effect or event handler can call it, as React's own
  // useEffectEvent does: an inline arrow changes nothing else, so no row re-renders for it.
  const { onAction, onToolApproval } = props;
  useInsertionEffect(() => {
    if (owned) owned.setOptions({ onAction, onToolApproval });
  }, [owned, onAction, onToolApproval]);
  const { widgets, transport } = props;
  useEffect(() => {
    if (owned) owned.setOptions({ widgets: widgets ?? [], transport: transport ?? null });
  }, [owned, widgets, transport]);

  const [focus] = useState(createFocusBook);
  const openWidget = useCallback(
    (request: OpenWidgetRequest) => {
      focus.rememberOpener();
      client.open(request);
    },
    [client, focus],
  );
  const value = useMemo<CameoContextValue>(
    () => ({
      client,
      labels,
      narrowViewport,
      dir,
      openWidget,
      registerLauncher: focus.registerLauncher,
      getLauncher: focus.getLauncher,
      getOpener: focus.getOpener,
    }),
    [client, labels, narrowViewport, dir, openWidget, focus],
  );
  return <CameoContext.Provider value={value}>{children}</CameoContext.Provider>;
}

/**
 * Reads the history left unread (`firstRead`) once the first frame with the recent rows is on
 * screen: in the task after the second animation frame, the first one's paint being done by
 * then. Returns the cancel, for an unmount before then.
 */
function readEarlierAfterPaint(client: CameoClient<WidgetDefinition>): (() => void) | undefined {
  if (client.transcript.getState().unread === 0) return undefined;
  const read = () => client.transcript.getState().readEarlier();
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(read, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(read, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The launchers on screen, and whatever had focus when a widget opened without one (a list, a
 * shortcut), so focus can still go back somewhere meaningful on close. DOM state, so React's.
 */
function createFocusBook() {
  const launchers = new Map<string, HTMLElement>();
  let opener: HTMLElement | null = null;
  return {
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
