// `cameo-ui/mcp-apps/server`: the server's half of MCP Apps (no React, no DOM): the {model, ui}
// split of a tool result, the readers of tools and resources, and the sandbox proxy's page,
// headers and handler. A Node or edge server loads neither React nor the bridge UI; lint and
// test/lint/reactFreeEntries prove it. The page's half (the widget, the bridge) is
// `cameo-ui/mcp-apps`. Every module here is React-free, so a page may import it too.
export { toCameoToolResult } from './toCameoToolResult';
export type { CameoToolResult, ToCameoToolResultOptions } from './toCameoToolResult';
export type { McpAppLauncherData, McpAppData, McpUIData } from './McpAppLauncherData';
export { readMcpToolUi } from './readMcpToolUi';
export type { McpToolUi } from './readMcpToolUi';
export { readMcpUIResources } from './readMcpUIResources';
export type { McpUIResource } from './readMcpUIResources';
export { readMcpAppResource, MCP_APP_MIME_TYPE } from './readMcpAppResource';
export type { McpAppResource } from './readMcpAppResource';
export type { McpAppResourceMeta } from './readMcpAppResourceMeta';

// The sandbox proxy, served from an origin of its own.
export { sandboxProxyHtml } from './sandbox/sandboxProxyHtml';
export type { SandboxProxyOptions } from './sandbox/sandboxProxyHtml';
export { sandboxProxyHeaders, SANDBOX_PROXY_HEADERS, SANDBOX_PROXY_CSP } from './sandbox/sandboxProxyHeaders';
export { createSandboxProxyHandler } from './sandbox/createSandboxProxyHandler';
export type { SandboxProxyHandlerOptions, SandboxProxyRequest, SandboxProxyResponse } from './sandbox/createSandboxProxyHandler';
export { readSandboxViewCsp, SANDBOX_CSP_PARAM } from './sandbox/sandboxViewUrl';
export { buildViewCsp } from './sandbox/buildViewCsp';
export type { McpAppCsp } from './sandbox/buildViewCsp';
export { viewSandboxAttribute, DEFAULT_VIEW_SANDBOX } from './sandbox/viewSandboxAttribute';
export { MCP_APP_PERMISSIONS } from './sandbox/buildAllowAttribute';
export type { McpAppPermission } from './sandbox/buildAllowAttribute';
