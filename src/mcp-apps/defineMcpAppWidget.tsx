import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Implementation } from '@modelcontextprotocol/sdk/types.js';
import type { WidgetContainer } from '../core';
import { isObject } from '../core/internal';
import { defineWidget, type WidgetContainerProps, type WidgetDefinition, type WidgetProps } from '../react';
import { callAppTool, createToolList } from './callAppTool';
import { createMcpAppHostState } from './createMcpAppHostState';
import type { McpAppCallbacks } from './McpAppCallbacks';
import { McpAppContainer } from './McpAppContainer';
import type { McpAppLive } from './McpAppLive';
import type { McpAppViewTools } from './createMcpAppViewTools';
import { McpAppView } from './McpAppView';
import type { McpAppViewConfig } from './McpAppViewConfig';
import type { McpAppPermission } from './sandbox/buildAllowAttribute';

/** A view that has not finished `ui/initialize` by then shows an error in place. */
export const DEFAULT_MCP_APP_INIT_TIMEOUT_MS = 10_000;
const DEFAULT_TEARDOWN_TIMEOUT_MS = 500;
const DEFAULT_MAX_HEIGHT = 800;
const DEFAULT_HOST_INFO: Implementation = { name: 'cameo-ui', version: '0' };

export interface McpAppWidgetOptions extends McpAppCallbacks {
  id: string;
  /** The connection to the MCP server whose tools have the `ui://` resources. */
  client: Client;
  /**
   * The sandbox proxy page on another origin (`sandboxProxyHtml()` served there). Without it,
   * every view shows an error in place: a view is never drawn unsandboxed.
   */
  sandboxUrl: string | undefined;
  title?: string;
  /** Where the view opens from a launcher; `display: 'inline'` on the launcher draws it in place. */
  container?: WidgetContainer;
  /** What a resource may be given of what it asks (`_meta.ui.permissions`); nothing by default. */
  permissions?: readonly McpAppPermission[];
  initTimeoutMs?: number;
  /**
   * How long closing a container waits for the view to answer `ui/resource-teardown` before the
   * frame goes anyway, in ms (500 by default: a close should feel immediate).
   */
  teardownTimeoutMs?: number;
  /** Names the host to the view in `ui/initialize`. */
  hostInfo?: Implementation;
  /** The tallest a view grows to with `size-changed` outside fullscreen, in CSS pixels. */
  maxHeight?: number;
  /**
   * Live after the turn: a widget of the client's transport whose pushes reach each open view
   * as a new `tool-result`, in version order (see `McpAppLive`). Absent: a view changes only
   * with its call's own result.
   */
  live?: McpAppLive;
  /**
   * The registry each view of a call registers the tools it serves in (`createMcpAppViewTools`),
   * so the app can list and call them (`useMcpAppViewTools`). Absent: a view's tools are not called.
   */
  viewTools?: McpAppViewTools;
}

/**
 * A Cameo widget that hosts MCP App views (`ui://` tool UIs) from one MCP server, through the
 * official `AppBridge` behind a sandbox proxy on another origin. Its launcher data is
 * `McpAppData` (`toCameoToolResult` builds it): the `resourceUri`, the tool's name, its input and
 * result (optionally `toolCallId`, `inputText` while arguments stream, and `cancelled`).
 *
 * A view's `tools/call` is a human action: it runs as this widget's action named after the tool
 * (args: the arguments), so the client's `onAction` hears it, and it reaches the server only
 * for tools whose `_meta.ui.visibility` includes `app`. It never goes through the model.
 *
 * With `live`, a widget of the client's own transport keeps open views current after the turn:
 * each new state it pushes reaches the call's view as another `tool-result`, in version order,
 * never before the call's own result (`McpAppLive`).
 *
 * Left out of the bridge, on purpose (for the guide):
 * - `sampling/createMessage`: not offered; the view would spend the app's model budget.
 * - `styles.css.fonts` (Cameo loads no web fonts) and `toolInfo.id` (the loop's JSON-RPC id).
 * - a view that throws after `ui/initialize` is not seen by the host (the error stays in the
 *   frame); one that throws before it shows the init timeout.
 * - an inline card that asks for fullscreen (or, in a panel widget, pip) opens the host's
 *   fullscreen container (or the panel) with a second view of the same call; the card keeps its own view (Cameo has one host container, and moving
 *   an iframe reloads it).
 * - teardown when the widget is closed by the app (`client.close()`, another widget opening)
 *   rather than by its container: the frame is removed at once, without `ui/resource-teardown`.
 */
export function defineMcpAppWidget(options: McpAppWidgetOptions): WidgetDefinition {
  const { id, client, title, container } = options;
  const config: McpAppViewConfig = {
    widget: id,
    title: title ?? id,
    client,
    sandboxUrl: options.sandboxUrl,
    container: container ?? 'modal',
    permissions: options.permissions ?? [],
    initTimeoutMs: options.initTimeoutMs ?? DEFAULT_MCP_APP_INIT_TIMEOUT_MS,
    teardownTimeoutMs: options.teardownTimeoutMs ?? DEFAULT_TEARDOWN_TIMEOUT_MS,
    hostInfo: options.hostInfo ?? DEFAULT_HOST_INFO,
    maxHeight: options.maxHeight ?? DEFAULT_MAX_HEIGHT,
    host: createMcpAppHostState(),
    onMessage: options.onMessage,
    onModelContext: options.onModelContext,
    ...(options.live ? { live: options.live } : {}),
    ...(options.viewTools ? { viewTools: options.viewTools } : {}),
    mcpUINotices: new WeakSet(),
  };
  const tools = createToolList(client);
  function McpAppWidget({ data, dispatch }: WidgetProps) {
    return <McpAppView data={data} dispatch={dispatch} config={config} />;
  }
  function McpAppWidgetContainer(props: WidgetContainerProps) {
    return <McpAppContainer {...props} host={config.host} />;
  }
  return defineWidget({
    id,
    title,
    container,
    component: McpAppWidget,
    Container: McpAppWidgetContainer,
    // A view always paints from its launcher's data (the tool result); a render of its own keeps
    // the widget off a Cameo transport's event stream, which knows nothing of MCP servers.
    render: () => Promise.reject(new Error('An MCP App view opens from its tool result, in the chat.')),
    handleAction: async (action, args, { signal }) => {
      // An MCP-UI view's notify (McpUIView): onAction hears it; it never reaches the server.
      if (isObject(args) && config.mcpUINotices?.has(args)) return args;
      return callAppTool({ client, tools, name: action, arguments: isObject(args) ? args : undefined, signal });
    },
  });
}
