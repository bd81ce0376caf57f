import { createContext, useContext } from 'react';

/**
 * What one view of a widget was drawn for: the launcher (its transcript entry's key), the tool
 * call it belongs to, and the launcher's own `data`. A widget's cached data is one per widget id
 * and shared by all its viewers, so a widget that draws one view per call (an MCP App) reads its
 * own call here instead of the last launcher's.
 */
export interface WidgetLaunch {
  launcherKey?: string;
  toolCallId?: string;
  /** The launcher's `data` (or the snapshot the widget was opened with); undefined when it had none. */
  data: unknown;
}

/**
 * Set by a transcript UI entry around its launcher (so an inline view under it sees it), and by
 * the host's body from the open widget; null for a `WidgetView` and anything outside both.
 */
export const WidgetLaunchContext = createContext<WidgetLaunch | null>(null);

export function useWidgetLaunch(): WidgetLaunch | null {
  return useContext(WidgetLaunchContext);
}
