import { QueryClient } from '@tanstack/query-core';
import { createSharedRequests } from '../createSharedRequests';
import { createSubscribable } from '../createSubscribable';
import { shareEqualData } from '../shareEqualData';
import { createTranscriptStore, type TranscriptStore } from '../createTranscriptStore';
import { createVersionBook } from '../createVersionBook';
import { createWidgetRegistry, type WidgetRegistry } from '../createWidgetRegistry';
import type { Transport } from '../transport/Transport';
import type { WidgetRetry, WidgetSpec } from '../WidgetSpec';
import type { ActionEvent } from './ActionResult';
import { createActionObserver, type ActionObserver } from './createActionObserver';
import { createBackendWidgets, type BackendWidgets } from './createBackendWidgets';
import { createHostState, type OpenWidget, type OpenWidgetRequest } from './createHostState';
import { createLiveWidget, type LiveWidget } from './createLiveWidget';
import { createWidgetObserver, type WidgetObserver } from './createWidgetObserver';
import { cameoQueryKey, widgetDataQueryKey } from './widgetQueryKey';

/** Fetched widget data stays fresh this long, so re-opening a widget makes no request. */
export const DEFAULT_STALE_TIME = 30_000;

export interface CameoClientOptions<W extends WidgetSpec = WidgetSpec> {
  /** Widgets to register. `setOptions` replaces them later. */
  widgets?: readonly W[];
  /** A registry to share instead of making one; `widgets` are added to it. */
  registry?: WidgetRegistry<W>;
  /** A backend: widgets without their own `render`/`handleAction` use it, and it pushes updates. */
  transport?: Transport | null;
  /** The conversation to start with: wire-format JSON (a value or a string) or typed entries. */
  transcript?: unknown;
  /**
   * Reads only about the last `firstRead` items of a longer `transcript` at first, so a view can
   * paint before the whole history is read; `transcript.getState().readEarlier()` reads the
   * rest (`CameoProvider` calls it right after its first paint). Off by default.
   */
  firstRead?: number;
  /** A query client to share (react-query's is the same class); otherwise the client owns one. */
  queryClient?: QueryClient;
  /** Milliseconds fetched widget data counts as fresh. Defaults to 30 s. */
  staleTime?: number;
  /**
   * Retries of a failed widget render before its error shows, for widgets that set none.
   * Defaults to the query client's default: one retry on the client's own query client.
   */
  retry?: WidgetRetry;
  /** Called after each human action settles, e.g. to log it or to tell the agent. */
  onAction?: (event: ActionEvent) => void;
  /**
   * Called once when the human approves or denies a call sent with `approval: 'required'`,
   * after the decision is in the transcript: run the tool (or not) and tell the agent.
   */
  onToolApproval?: (decision: ToolApprovalDecision) => void;
}

/** A human's answer to a tool call awaiting approval, as `decideToolCall` takes it. */
export interface ToolApprovalDecision {
  toolCallId: string;
  approved: boolean;
  reason?: string;
}

/** What may change on a live client: the props a provider passes again on every render. */
export type CameoClientUpdate<W extends WidgetSpec = WidgetSpec> = Pick<
  CameoClientOptions<W>,
  'widgets' | 'transport' | 'onAction' | 'onToolApproval'
>;

/**
 * Everything Cameo knows, with no React and no DOM: the conversation, the widget registry, the
 * open widget, live widgets and actions. React reads it through hooks, as react-query reads a
 * `QueryClient`.
 */
export interface CameoClient<W extends WidgetSpec = WidgetSpec> {
  /** The conversation: one reader for everything appended, the initial transcript included. */
  readonly transcript: TranscriptStore;
  readonly widgets: WidgetRegistry<W>;
  readonly queryClient: QueryClient;
  /** The transport's own widget list (ids, titles, containers). */
  readonly backendWidgets: BackendWidgets;
  getTransport(): Transport | null;
  /** The widget open in the host, if any. */
  getOpenWidget(): OpenWidget | null;
  /** Calls `listener` after every open and close; returns the unsubscribe. */
  subscribeOpenWidget(listener: () => void): () => void;
  /** Opens a widget in the host. A snapshot (data neither undefined nor null) is its first paint. */
  open(request: OpenWidgetRequest): void;
  close(): void;
  /**
   * Shows `data` as a widget's first paint without opening it (an inline card's launcher data),
   * as `open` does with a snapshot. Null or undefined, or live data already on screen: nothing.
   */
  seed(widget: string, data: unknown): boolean;
  /** A viewer of one widget; all viewers of an id share one live widget and one push stream. */
  watchWidget(widget: string): WidgetObserver;
  /** One control's action inside a widget, with its own pending state. */
  watchAction(viewer: WidgetObserver, action: string): ActionObserver;
  /**
   * Records a human's approval or denial of a tool call as a `tool_approval` entry and tells
   * `onToolApproval`. A call already answered is not answered again: returns false then.
   */
  decideToolCall(decision: ToolApprovalDecision): boolean;
  /** Applies changed options: registers and unregisters widgets, switches the transport. */
  setOptions(update: CameoClientUpdate<W>): void;
  /** Starts the query client's focus and online listeners; returns the unmount. */
  mount(): () => void;
}

export function createCameoClient<W extends WidgetSpec = WidgetSpec>(options: CameoClientOptions<W> = {}): CameoClient<W> {
  const queryClient = options.queryClient ?? createDefaultQueryClient();
  // A seed or a push may write a widget's data before any viewer gave its query Cameo's options
  // (or after the query was garbage-collected): query-core then shares with its own default,
  // which turns a "__proto__" key from the wire into the data's prototype. Only Cameo's keys.
  queryClient.setQueryDefaults(widgetDataQueryKey, { structuralSharing: shareEqualData });
  const registry = options.registry ?? createWidgetRegistry<W>();
  const transcript = createTranscriptStore(options.transcript ?? [], options.firstRead === undefined ? {} : { firstRead: options.firstRead });
  const staleTime = options.staleTime ?? DEFAULT_STALE_TIME;
  const host = createHostState();
  const versions = createVersionBook();
  const requests = createSharedRequests();
  const transportChanged = createSubscribable();
  const live = new Map<string, LiveWidget>();
  const registered = new Map<W, () => void>();
  let transport = options.transport ?? null;
  let generation = 0;
  let onAction = options.onAction;
  let onToolApproval = options.onToolApproval;

  const getTransport = () => transport;
  const backendWidgets = createBackendWidgets(queryClient, getTransport, staleTime);
  const sharedRegistry = registry as unknown as WidgetRegistry<WidgetSpec>;

  const liveWidget = (id: string) => {
    let widget = live.get(id);
    if (!widget) {
      widget = createLiveWidget(id, {
        queryClient,
        registry: sharedRegistry,
        getTransport,
        onTransportChange: transportChanged.subscribe,
        generation: () => generation,
        versions,
        requests,
        backend: backendWidgets,
        staleTime,
        ...(options.retry === undefined ? {} : { retry: options.retry }),
      });
      live.set(id, widget);
    }
    return widget;
  };

  const setWidgets = (widgets: readonly W[]) => {
    const next = new Set(widgets);
    // New ones first: an id whose definition changed is replaced, never briefly missing.
    for (const widget of widgets) if (!registered.has(widget)) registered.set(widget, registry.register(widget));
    for (const [widget, unregister] of registered) {
      if (next.has(widget)) continue;
      unregister();
      registered.delete(widget);
    }
  };
  setWidgets(options.widgets ?? []);

  return {
    transcript,
    widgets: registry,
    queryClient,
    backendWidgets,
    getTransport,
    getOpenWidget: host.getState,
    subscribeOpenWidget: host.subscribe,
    open(request) {
      const data = request.snapshot?.data;
      // The seed's rule: absent or null data is no snapshot, and the widget's render paints first.
      const { snapshot: _ignored, ...rest } = request;
      const withSnapshot: OpenWidgetRequest = data === undefined || data === null ? rest : request;
      // The clicked launcher's snapshot is what the user asked to see: it seeds the cache as
      // fresh data, so no request runs until it goes stale or an update replaces it.
      if (withSnapshot.snapshot) liveWidget(request.widget).seed(data);
      host.set(withSnapshot);
    },
    close: () => host.set(null),
    seed: (widget, data) => (data === undefined || data === null ? false : liveWidget(widget).seed(data)),
    watchWidget: (widget) =>
      createWidgetObserver(widget, {
        live: liveWidget(widget),
        registry: sharedRegistry,
        getTransport,
        onAction: (event) => onAction?.(event),
      }),
    watchAction: (viewer, action) => createActionObserver(queryClient, viewer, action),
    decideToolCall({ toolCallId, approved, reason }) {
      // An earlier answer may be in history not read yet.
      transcript.getState().readEarlier();
      const { keys, entries, append } = transcript.getState();
      // A double click, a second viewer or a reload must not answer twice: the person's first
      // answer stands. Only since the latest call with this id (a new turn may reuse the id), and
      // only the person's: the agent's own decision never takes their Approve or Deny away.
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const entry = entries.get(keys[index] as string);
        if (entry?.type === 'tool_call' && entry.id === toolCallId) break;
        if (entry?.type === 'tool_approval' && entry.toolCallId === toolCallId && entry.by !== 'agent') return false;
      }
      append(reason === undefined ? { type: 'tool_approval', toolCallId, approved } : { type: 'tool_approval', toolCallId, approved, reason });
      onToolApproval?.(reason === undefined ? { toolCallId, approved } : { toolCallId, approved, reason });
      return true;
    },
    setOptions(update) {
      if ('onAction' in update) onAction = update.onAction;
      if ('onToolApproval' in update) onToolApproval = update.onToolApproval;
      if (update.widgets) setWidgets(update.widgets);
      if ('transport' in update && (update.transport ?? null) !== transport) {
        transport = update.transport ?? null;
        generation += 1;
        // The new backend owns the data and counts versions from its own start: nothing the old
        // one sent stays on screen, and fetches still in flight to it are cancelled.
        versions.clear();
        backendWidgets.sync();
        transportChanged.notify();
        void queryClient.resetQueries({ queryKey: cameoQueryKey });
      }
    },
    mount() {
      queryClient.mount();
      return () => queryClient.unmount();
    },
  };
}

function createDefaultQueryClient(): QueryClient {
  // One retry keeps a flaky backend usable without making a real failure wait long to show.
  return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
}
