import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { useCallback, useSyncExternalStore } from 'react';
import type { McpAppViewTools } from './createMcpAppViewTools';

const NONE: readonly Tool[] = Object.freeze([]);

export interface McpAppViewToolsHandle {
  /** The tools the call's open view serves; empty while none is open, or it serves none. */
  tools: readonly Tool[];
  /** `tools/call` to that view; rejects when none is open, or it answers with an error. */
  call(name: string, args?: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<CallToolResult>;
}

/**
 * The tools of the view showing `toolCallId`, re-rendered when they change (the view opens,
 * closes, or sends `notifications/tools/list_changed`); unsubscribes on unmount.
 */
export function useMcpAppViewTools(viewTools: McpAppViewTools, toolCallId: string | undefined): McpAppViewToolsHandle {
  const subscribe = useCallback(
    (listener: () => void) => (toolCallId === undefined ? () => {} : viewTools.subscribe(toolCallId, listener)),
    [viewTools, toolCallId],
  );
  const get = () => (toolCallId === undefined ? NONE : viewTools.getTools(toolCallId));
  const tools = useSyncExternalStore(subscribe, get, get);
  const call = useCallback<McpAppViewToolsHandle['call']>(
    (name, args, options) =>
      toolCallId === undefined ? Promise.reject(new Error(`No tool call is named: the tool ${name} cannot be called.`)) : viewTools.callTool(toolCallId, name, args, options),
    [viewTools, toolCallId],
  );
  return { tools, call };
}
