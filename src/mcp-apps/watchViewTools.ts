import type { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { warnInDevelopment } from '../core/internal';

/** The most tools one view is listed with, and the most `tools/list` pages read for them. */
export const MCP_VIEW_TOOL_LIMITS = { tools: 100, pages: 10 } as const;

const NONE: readonly Tool[] = Object.freeze([]);

/** The tools one open view serves (its `App.registerTool`s), as the host sees and calls them. */
export interface McpAppViewToolSource {
  /** The view's tools as last listed; the same array until they change. */
  getTools(): readonly Tool[];
  /** Calls `listener` whenever the list changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** `tools/call` sent to the view; rejects when the view answers with an error or is gone. */
  callTool(name: string, args?: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<CallToolResult>;
}

export interface ViewToolWatch extends McpAppViewToolSource {
  /** Lists the view's tools again (after `ui/initialize`, and on its `list_changed`). */
  refresh(): void;
  /** The view (re)initialized without the `tools` capability: it serves none. */
  clear(): void;
  /** The view is gone: its list empties and calls are refused. */
  close(): void;
}

/**
 * The tools a view registers, listed from it with `tools/list` (host to view). A burst of
 * `notifications/tools/list_changed` costs at most one list in flight and one after it, so a
 * view cannot keep the host listing; what it lists is read defensively (named tools only,
 * first of each name, at most `MCP_VIEW_TOOL_LIMITS.tools`).
 */
export function watchViewTools(bridge: AppBridge): ViewToolWatch {
  const listeners = new Set<() => void>();
  let tools = NONE;
  let closed = false;
  // Set once an initialized view says it serves tools: a call before that would wait on a view
  // that is not listening yet, until the SDK's request timeout.
  let serving = false;
  let listing = false;
  let again = false;
  // Bumped by `clear`: a list asked of the document before a reload is not taken.
  let generation = 0;

  const set = (next: readonly Tool[]) => {
    if (closed && next !== NONE) return;
    tools = next;
    for (const listener of [...listeners]) listener();
  };
  const list = async () => {
    listing = true;
    try {
      do {
        again = false;
        const asked = generation;
        const next = await listPages(bridge);
        if (!closed && !again && asked === generation) set(next);
      } while (again && !closed);
    } catch (error) {
      if (!closed) warnInDevelopment('MCP app view: its tools/list failed', error);
    } finally {
      listing = false;
    }
  };

  return {
    getTools: () => tools,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async callTool(name, args, options) {
      if (closed) throw new Error(`The app's view is closed: its tool ${name} cannot be called.`);
      if (!serving) throw new Error(`The app's view serves no tools (or has not started): its tool ${name} cannot be called.`);
      const params = args === undefined ? { name } : { name, arguments: args };
      return (await bridge.callTool(params, options?.signal ? { signal: options.signal } : undefined)) as CallToolResult;
    },
    refresh() {
      if (closed) return;
      serving = true;
      if (listing) again = true;
      else void list();
    },
    clear() {
      serving = false;
      generation += 1;
      again = false;
      if (!closed && tools !== NONE) set(NONE);
    },
    close() {
      if (closed) return;
      closed = true;
      if (tools !== NONE) set(NONE);
    },
  };
}

async function listPages(bridge: AppBridge): Promise<readonly Tool[]> {
  const tools: Tool[] = [];
  const names = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MCP_VIEW_TOOL_LIMITS.pages; page += 1) {
    const result: unknown = await bridge.listTools(cursor === undefined ? {} : { cursor });
    const { tools: listed, nextCursor } = (result ?? {}) as { tools?: unknown; nextCursor?: unknown };
    for (const tool of Array.isArray(listed) ? listed : []) {
      const name = (tool as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || name === '' || names.has(name) || tools.length >= MCP_VIEW_TOOL_LIMITS.tools) continue;
      names.add(name);
      tools.push(tool as Tool);
    }
    cursor = typeof nextCursor === 'string' ? nextCursor : undefined;
    if (cursor === undefined || tools.length >= MCP_VIEW_TOOL_LIMITS.tools) break;
  }
  return tools.length === 0 ? NONE : Object.freeze(tools);
}
