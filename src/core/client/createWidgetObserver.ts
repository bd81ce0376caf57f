import { createSubscribable } from '../createSubscribable';
import { toError } from '../toError';
import type { WidgetRegistry } from '../createWidgetRegistry';
import type { Transport } from '../transport/Transport';
import type { WidgetSpec } from '../WidgetSpec';
import type { ActionEvent, ActionResult } from './ActionResult';
import type { LiveWidget, WidgetState } from './createLiveWidget';
import { sameWidgetState } from './sameWidgetState';

/** What one viewer of a widget sees: the shared live state plus its own actions. */
export interface WidgetViewState extends WidgetState {
  /** The action running from this viewer, if any, so a widget can mark the control that fired it. */
  pendingAction: string | null;
  /** The last failed action, until dismissed or another action succeeds. */
  failure: { action: string; error: Error } | null;
}

/**
 * One viewer of one widget (a container, an inline view, a hook). While subscribed it holds the
 * shared live widget, so every viewer gets pushes over one stream. Its actions go to the widget's
 * `handleAction` or the transport, never through the model, and are aborted when it is last
 * unsubscribed (the container closed or the view unmounted).
 */
export interface WidgetObserver {
  readonly widget: string;
  getState(): WidgetViewState;
  subscribe(listener: () => void): () => void;
  dispatch(action: string, args?: unknown): Promise<ActionResult>;
  dismissFailure(): void;
  refetch(): void;
}

export interface WidgetObserverContext {
  live: LiveWidget;
  registry: WidgetRegistry<WidgetSpec>;
  getTransport(): Transport | null;
  onAction(event: ActionEvent): void;
}

export function createWidgetObserver(widget: string, context: WidgetObserverContext): WidgetObserver {
  const { live, registry } = context;
  let controller = new AbortController();
  let closing: { cancelled: boolean } | null = null;
  // Running actions in the order they started; the newest still running is `pendingAction`.
  let running: string[] = [];
  let failure: WidgetViewState['failure'] = null;
  let state: WidgetViewState | undefined;
  let stopLive: (() => void) | null = null;

  const read = (): WidgetViewState => {
    const shared = live.getState();
    const pendingAction = running.at(-1) ?? null;
    if (!state || state.failure !== failure || state.pendingAction !== pendingAction || !sameWidgetState(state, shared)) {
      state = { ...shared, pendingAction, failure };
    }
    return state;
  };
  const open = () => {
    // Back before the abort ran (React's strict mode re-runs effects): the same session.
    if (closing) closing.cancelled = true;
    closing = null;
    if (controller.signal.aborted) controller = new AbortController();
    stopLive = live.subscribe(emit);
  };
  const close = () => {
    if (!stopLive) return;
    stopLive();
    stopLive = null;
    // A microtask later, so strict mode's unsubscribe-and-subscribe again, and an action its
    // re-run effect dispatches in between, do not count as closing.
    const closed = { cancelled: false };
    closing = closed;
    queueMicrotask(() => {
      if (closed.cancelled) return;
      closing = null;
      controller.abort();
      running = [];
    });
  };
  const listeners = createSubscribable({ onSubscribe: open, onUnsubscribe: close });
  const emit = () => {
    const before = state;
    read();
    if (state !== before) listeners.notify();
  };

  const handlerFor = (action: string, args: unknown) => {
    const own = registry.get(widget)?.handleAction;
    if (own) return (signal: AbortSignal) => own(action, args, { widget, signal });
    const transport = context.getTransport();
    if (transport) return (signal: AbortSignal) => transport.action(widget, action, args, { signal });
    return null;
  };

  return {
    widget,
    getState: read,
    subscribe: listeners.subscribe,
    async dispatch(action, args) {
      const { signal } = controller;
      const settle = (result: ActionResult) => {
        const aborted = signal.aborted;
        // A late outcome after close shows nothing; the app still hears it, marked as aborted.
        if (!aborted) {
          failure = result.ok ? null : { action, error: result.error };
          emit();
        }
        reportAction(context.onAction, { widget, action, args, result, aborted });
        return result;
      };
      const handle = handlerFor(action, args);
      if (!handle) return settle({ ok: false, error: new Error(`Widget "${widget}" does not handle actions.`) });
      running = [...running, action];
      emit();
      const writesBefore = live.writes();
      let result: ActionResult;
      try {
        result = { ok: true, value: await handle(signal) };
      } catch (cause) {
        result = { ok: false, error: toError(cause) };
      }
      if (!signal.aborted) {
        const index = running.lastIndexOf(action);
        running = running.filter((_, at) => at !== index);
        // The action may have changed the data. A push (or a new snapshot) while it ran already
        // shows the new state; without one, a widget with no push stream would stay stale.
        if (live.writes() === writesBefore) live.invalidate();
      }
      return settle(result);
    },
    dismissFailure() {
      failure = null;
      emit();
    },
    refetch: () => live.refetch(),
  };
}

/** The app's `onAction` must not turn an action's outcome into another one: its own error is reported apart. */
function reportAction(onAction: (event: ActionEvent) => void, event: ActionEvent): void {
  try {
    onAction(event);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
