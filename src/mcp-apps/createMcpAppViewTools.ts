import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpAppViewToolSource } from './watchViewTools';

export type { McpAppViewToolSource } from './watchViewTools';

const NONE: readonly Tool[] = Object.freeze([]);

/**
 * The tools open MCP App views serve (registered with the `App` class's `registerTool`), by the
 * tool call each view shows. Give it to `defineMcpAppWidget` as `viewTools`; read it with
 * `useMcpAppViewTools`, or here from outside React.
 */
export interface McpAppViewTools {
  /** The tools of the open view of `toolCallId`: empty while none is open, or it serves none. */
  getTools(toolCallId: string): readonly Tool[];
  /** Calls `listener` when that call's tools change (a view opened or closed, its list changed); returns the unsubscribe. */
  subscribe(toolCallId: string, listener: () => void): () => void;
  /** `tools/call` to that call's open view; rejects when none is open, or the view answers with an error. */
  callTool(toolCallId: string, name: string, args?: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<CallToolResult>;
  /**
   * What each view does while it is open (the widget does it): the newest view of a call is the
   * one listed and called (a call open both inline and fullscreen: the fullscreen one). Returns the unregister.
   */
  register(toolCallId: string, view: McpAppViewToolSource): () => void;
}

/** One registry per app (or per widget): nothing is module-level. */
export function createMcpAppViewTools(): McpAppViewTools {
  const calls = new Map<string, { views: McpAppViewToolSource[]; listeners: Set<() => void> }>();
  const entry = (toolCallId: string) => {
    let found = calls.get(toolCallId);
    if (!found) {
      found = { views: [], listeners: new Set() };
      calls.set(toolCallId, found);
    }
    return found;
  };
  const forget = (toolCallId: string) => {
    const found = calls.get(toolCallId);
    if (found && found.views.length === 0 && found.listeners.size === 0) calls.delete(toolCallId);
  };
  const notify = (toolCallId: string) => {
    for (const listener of [...(calls.get(toolCallId)?.listeners ?? [])]) listener();
  };
  const viewOf = (toolCallId: string) => calls.get(toolCallId)?.views.at(-1);

  return {
    getTools: (toolCallId) => viewOf(toolCallId)?.getTools() ?? NONE,
    subscribe(toolCallId, listener) {
      entry(toolCallId).listeners.add(listener);
      return () => {
        calls.get(toolCallId)?.listeners.delete(listener);
        forget(toolCallId);
      };
    },
    async callTool(toolCallId, name, args, options) {
      const view = viewOf(toolCallId);
      if (!view) throw new Error(`No view of the tool call ${toolCallId} is open: its tool ${name} cannot be called.`);
      return view.callTool(name, args, options);
    },
    register(toolCallId, view) {
      const { views } = entry(toolCallId);
      views.push(view);
      const stop = view.subscribe(() => {
        if (viewOf(toolCallId) === view) notify(toolCallId);
      });
      notify(toolCallId);
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        stop();
        const list = calls.get(toolCallId)?.views;
        const at = list?.indexOf(view) ?? -1;
        if (list && at >= 0) list.splice(at, 1);
        notify(toolCallId);
        forget(toolCallId);
      };
    },
  };
}
