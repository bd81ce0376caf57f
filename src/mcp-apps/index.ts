// `cameo-ui/mcp-apps`: MCP Apps (ui:// tool UIs) hosted as Cameo widgets. `@modelcontextprotocol/ext-apps`
// and `@modelcontextprotocol/sdk` are optional peers, imported only here; the main entry never imports this file.
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
// Server-usable helpers (no React, no DOM): resources, the {model, ui} split, MCP-UI's older form.
export { readMcpAppResource, MCP_APP_MIME_TYPE } from './readMcpAppResource';
export type { McpAppResource } from './readMcpAppResource';
export type { McpAppResourceMeta } from './readMcpAppResourceMeta';
export { toCameoToolResult } from './toCameoToolResult';
export type { CameoToolResult, ToCameoToolResultOptions } from './toCameoToolResult';
export { readMcpAppLauncherData } from './McpAppLauncherData';
export type { McpAppLauncherData, McpAppData, McpUIData } from './McpAppLauncherData';
export { readMcpToolUi } from './readMcpToolUi';
export type { McpToolUi } from './readMcpToolUi';
export { readMcpUIResources } from './readMcpUIResources';
export type { McpUIResource } from './readMcpUIResources';
export { readMcpUIIntent } from './readMcpUIIntent';
export type { McpUIIntent } from './readMcpUIIntent';
// The sandbox (no React; the proxy page and its handler are usable on a server).
export { buildViewCsp } from './sandbox/buildViewCsp';
export type { McpAppCsp } from './sandbox/buildViewCsp';
export { sandboxViewUrl, readSandboxViewCsp, SANDBOX_CSP_PARAM } from './sandbox/sandboxViewUrl';
export { MCP_VIEW_RATES, MCP_VIEW_ERRORS } from './connectMcpAppBridge';
export { buildAllowAttribute, MCP_APP_PERMISSIONS } from './sandbox/buildAllowAttribute';
export type { McpAppPermission } from './sandbox/buildAllowAttribute';
export { viewSandboxAttribute, DEFAULT_VIEW_SANDBOX } from './sandbox/viewSandboxAttribute';
export { sandboxProxyHtml } from './sandbox/sandboxProxyHtml';
export type { SandboxProxyOptions } from './sandbox/sandboxProxyHtml';
export { sandboxProxyHeaders, SANDBOX_PROXY_HEADERS, SANDBOX_PROXY_CSP } from './sandbox/sandboxProxyHeaders';
export { createSandboxProxyHandler } from './sandbox/createSandboxProxyHandler';
export type { SandboxProxyHandlerOptions, SandboxProxyRequest, SandboxProxyResponse } from './sandbox/createSandboxProxyHandler';
