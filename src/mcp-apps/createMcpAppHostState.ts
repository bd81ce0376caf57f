import type { WidgetContainer } from '../core';
import { createSubscribable } from '../core/internal';

/**
 * One MCP App widget's host-side state, shared by its container and its view (they are separate
 * components): the container the view switched to with `ui/request-display-mode`, and the
 * teardown to run before the container closes. Made per definition, never module-level.
 */
export interface McpAppHostState {
  /** The container the view asked for, or null for the one the widget declares. */
  getContainer(): WidgetContainer | null;
  setContainer(container: WidgetContainer | null): void;
  /** Calls `listener` on every container change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Registers what must run before the container closes; returns the unregister. */
  onBeforeClose(run: () => Promise<void>): () => void;
  /** Runs the registered teardowns; never rejects. */
  beforeClose(): Promise<void>;
}

export function createMcpAppHostState(): McpAppHostState {
  const listeners = createSubscribable();
  const closing = new Set<() => Promise<void>>();
  let container: WidgetContainer | null = null;
  return {
    getContainer: () => container,
    setContainer(next) {
      if (next === container) return;
      container = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
    onBeforeClose(run) {
      closing.add(run);
      return () => closing.delete(run);
    },
    async beforeClose() {
      await Promise.allSettled([...closing].map((run) => run()));
    },
  };
}
