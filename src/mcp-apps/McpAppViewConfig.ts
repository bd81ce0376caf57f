import type { Implementation } from '@modelcontextprotocol/sdk/types.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { WidgetContainer } from '../core';
import type { McpAppHostState } from './createMcpAppHostState';
import type { McpAppCallbacks } from './McpAppCallbacks';
import type { McpAppLive } from './McpAppLive';
import type { McpAppViewTools } from './createMcpAppViewTools';
import type { McpAppPermission } from './sandbox/buildAllowAttribute';

// Its own file, not McpAppView's: McpAppFrame and McpUIView read it, and McpAppView renders them,
// so declaring it there made an import circle.
/** What `defineMcpAppWidget` resolved, handed to every view of the widget. */
export interface McpAppViewConfig extends McpAppCallbacks {
  widget: string;
  title: string;
  client: Client;
  sandboxUrl: string | undefined;
  container: WidgetContainer;
  permissions: readonly McpAppPermission[];
  initTimeoutMs: number;
  teardownTimeoutMs: number;
  hostInfo: Implementation;
  maxHeight: number;
  host: McpAppHostState;
  live?: McpAppLive;
  /** Where each view of a call registers the tools it serves, for the app to list and call. */
  viewTools?: McpAppViewTools;
  /**
   * The args of every `notify` an MCP-UI view dispatched (McpUIView adds them), so the widget's
   * `handleAction` can tell one by identity from a view's `tools/call` of a tool named `notify`,
   * and settle it without the server: `onAction` hears it, nothing else does.
   */
  mcpUINotices?: WeakSet<object>;
}
