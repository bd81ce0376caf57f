// `cameo-ui/mcp-apps`: the page's half of MCP Apps (ui:// tool UIs) hosted as Cameo widgets.
// `@modelcontextprotocol/ext-apps` and `@modelcontextprotocol/sdk` are optional peers, imported
// only here; the main entry never imports this file. The server's half (the {model, ui} split,
// the tool readers, the sandbox proxy) is `cameo-ui/mcp-apps/server`, which loads no React.
export { defineMcpAppWidget, DEFAULT_MCP_APP_INIT_TIMEOUT_MS } from './defineMcpAppWidget';
export type { McpAppWidgetOptions } from './defineMcpAppWidget';
export type { McpAppCallbacks, McpAppScope } from './McpAppCallbacks';
export type { McpAppLive, McpAppLiveCall } from './McpAppLive';
export { createMcpAppViewTools } from './createMcpAppViewTools';
export type { McpAppViewTools, McpAppViewToolSource } from './createMcpAppViewTools';
export { useMcpAppViewTools } from './useMcpAppViewTools';
export type { McpAppViewToolsHandle } from './useMcpAppViewTools';
export { MCP_VIEW_TOOL_LIMITS } from './watchViewTools';
export { MCP_APP_DISPLAY_MODES } from './mcpAppHostContext';
export { MCP_APP_STYLE_VARIABLES } from './mcpAppStyles';
export { MCP_VIEW_RATES, MCP_VIEW_ERRORS } from './connectMcpAppBridge';
// What the page reads: a view's resource, a launcher's data, an MCP-UI view's message.
export { readMcpAppResource, MCP_APP_MIME_TYPE } from './readMcpAppResource';
export type { McpAppResource } from './readMcpAppResource';
export type { McpAppResourceMeta } from './readMcpAppResourceMeta';
export type { McpAppCsp } from './sandbox/buildViewCsp';
export { readMcpAppLauncherData } from './McpAppLauncherData';
export type { McpAppLauncherData, McpAppData, McpUIData } from './McpAppLauncherData';
export { readMcpUIIntent } from './readMcpUIIntent';
export type { McpUIIntent } from './readMcpUIIntent';
// The view's frame: its proxy URL and the permissions it may be granted.
export { sandboxViewUrl, SANDBOX_CSP_PARAM } from './sandbox/sandboxViewUrl';
export { buildAllowAttribute, MCP_APP_PERMISSIONS } from './sandbox/buildAllowAttribute';
export type { McpAppPermission } from './sandbox/buildAllowAttribute';
