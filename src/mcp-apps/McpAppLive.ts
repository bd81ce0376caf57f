import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The call a view shows, as `McpAppLive` is told it. */
export interface McpAppLiveCall {
  toolName: string;
  toolCallId?: string;
  input?: Record<string, unknown>;
}

/**
 * Live after the turn: which widget of the app's own transport (its widget server) pushes new
 * states to a call's view, and how a state becomes the view's next `ui/notifications/tool-result`.
 * Pushes keep Cameo's version rule (a stale or repeated version is dropped), so a view never
 * steps back.
 */
export interface McpAppLive {
  /**
   * The transport's widget whose states reach this call's view, or undefined for a call that is
   * not live. Not the MCP App widget's own id: that one paints from its tool results.
   */
  widget: string | ((call: McpAppLiveCall) => string | undefined);
  /** A pushed state as a tool result for the view; undefined skips that state. */
  toolResult(data: unknown, call: McpAppLiveCall): CallToolResult | undefined;
}

/** The widget whose pushes reach `call`'s view, if it is live. */
export function liveWidgetOf(live: McpAppLive | undefined, call: McpAppLiveCall): string | undefined {
  if (!live) return undefined;
  const widget = typeof live.widget === 'function' ? live.widget(call) : live.widget;
  return typeof widget === 'string' && widget !== '' ? widget : undefined;
}
