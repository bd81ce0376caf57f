import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { WidgetObserver } from '../core';
import { isObject, own, warnInDevelopment } from '../core/internal';

export interface LiveToolResultsOptions {
  /** A viewer of the transport's widget: its versions only grow, stale pushes never show. */
  viewer: WidgetObserver;
  /** The app's mapping of a state to a tool result (`McpAppLive.toolResult`). */
  toolResult(data: unknown): CallToolResult | undefined;
  /** Whether the view has been sent its call's own result: pushes wait for it. */
  hasResult(): boolean;
  send(result: CallToolResult): void;
}

export interface LiveToolResults {
  /**
   * The view was just sent its call's result: `first` for the first one its document got (after
   * `ui/initialize`, or when the result landed), so the newest state it missed follows at once;
   * `replaced` for a new result of the call, which is newer than every state before it.
   */
  afterResult(kind: 'first' | 'replaced'): void;
  /** Ends the subscription (the last viewer closes the widget's push stream). */
  stop(): void;
}

/**
 * The pushes of one widget of the app's transport, as `tool-result`s to one MCP App view. Each
 * new state the viewer shows (a render, then each push newer than it) becomes one result, in the
 * order they came; a state that lands before the view has its call's own result is held, newest
 * only, and sent right after that result, so a view never gets a result before its tool finished.
 */
export function createLiveToolResults({ viewer, toolResult, hasResult, send }: LiveToolResultsOptions): LiveToolResults {
  let shown: unknown;
  let newest: CallToolResult | undefined;
  const read = () => {
    const { data } = viewer.getState();
    if (data === undefined || data === shown) return;
    shown = data;
    const result = toResult(toolResult, data);
    if (!result) return;
    newest = result;
    if (hasResult()) send(result);
  };
  const stop = viewer.subscribe(read);
  read();
  return {
    afterResult(kind) {
      if (kind === 'replaced') newest = undefined;
      else if (newest) send(newest);
    },
    stop,
  };
}

/** The app's mapping, guarded: a throw or something that is not a tool result skips the state. */
function toResult(map: (data: unknown) => CallToolResult | undefined, data: unknown): CallToolResult | undefined {
  try {
    const result = map(data);
    if (result === undefined) return undefined;
    if (isObject(result) && Array.isArray(own(result, 'content'))) return result;
    warnInDevelopment('MCP app live: toolResult returned no tool result (an object with a content list); the state is skipped', result);
  } catch (error) {
    warnInDevelopment('MCP app live: toolResult threw; the state is skipped', error);
  }
  return undefined;
}
