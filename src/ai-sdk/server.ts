// `cameo-ui/ai-sdk/server`: the route's half of the AI SDK integration (Cameo tools and MCP tools
// for `streamText`, the history fixes before `convertToModelMessages`). No React and no DOM, so a
// Node or edge route loads neither; lint and test/lint/reactFreeEntries prove it. The page's half
// (`useCameoChat`, the message mapping) is `cameo-ui/ai-sdk`.
// The wire vocabulary both halves speak: the data part's name, its shape, the messages' type.
export { CAMEO_UI_PART, EXPIRED_APPROVAL, STOPPED_TOOL_CALL } from './cameoUIPart';
export type { CameoDataParts, CameoUIData, CameoUIMessage } from './cameoUIPart';

export { cameoUIPartId, toAISDKTools } from './toAISDKTools';
export type { CameoUIChunk, CameoUIWriter, ToAISDKToolsOptions } from './toAISDKTools';
export { createExecutedCallStore } from './createExecutedCallStore';
export type { ExecutedCallStore } from './createExecutedCallStore';
export { expireUnansweredApprovals } from './expireUnansweredApprovals';
export { closeOpenToolCalls } from './closeOpenToolCalls';
// MCP servers' tools for streamText, their views as Cameo launchers (cameo-ui/mcp-apps draws them).
// Only types come from @modelcontextprotocol/sdk: this entry gains no MCP dependency.
export { mcpToolsForAISDK } from './mcpToolsForAISDK';
export type { McpToolsForAISDKOptions } from './mcpToolsForAISDK';
