import { createSubscribable } from '../createSubscribable';

/** What opening a widget asks for. `snapshot` is the launcher's `data`, when it sent one. */
export interface OpenWidgetRequest {
  widget: string;
  /** Names the container (the launcher's label). */
  label: string;
  /** The launcher that asked, so focus can return to it on close. */
  launcherKey?: string;
  /** The tool call the launcher belongs to, so a widget with one view per call shows this one. */
  toolCallId?: string;
  snapshot?: { data: unknown };
}

/** The widget the host shows. */
export interface OpenWidget extends OpenWidgetRequest {
  /** Increases on every open, so a re-open of the same widget is a new session. */
  session: number;
}

/** The open-widget state of one client: at most one widget is open in the host. */
export interface HostState {
  getState(): OpenWidget | null;
  /** Calls `listener` after every open and close; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  set(request: OpenWidgetRequest | null): void;
}

export function createHostState(): HostState {
  const listeners = createSubscribable();
  let current: OpenWidget | null = null;
  let session = 0;
  return {
    getState: () => current,
    subscribe: listeners.subscribe,
    set(request) {
      if (request === null && current === null) return;
      current = request === null ? null : { ...request, session: ++session };
      listeners.notify();
    },
  };
}
