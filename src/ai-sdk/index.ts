// `cameo-ui/ai-sdk`: Cameo over the Vercel AI SDK. `ai` and `@ai-sdk/react` are optional peers,
// imported only here; the main entry never imports this file.
export { CAMEO_UI_PART, EXPIRED_APPROVAL, STOPPED_TOOL_CALL } from './cameoUIPart';
export type { CameoDataParts, CameoUIData, CameoUIMessage } from './cameoUIPart';

// --- client side (useChat messages -> a Cameo conversation) ---
export { createUIMessageSync } from './createUIMessageSync';
export type { UIMessageSync, UIMessageSyncStatus } from './createUIMessageSync';
export { fromUIMessages } from './fromUIMessages';
export type { UIMessageMappingOptions } from './mapUIMessagePart';
export { useCameoChat } from './useCameoChat';
export type { CameoChat, UseCameoChatOptions, UseCameoChatResult } from './useCameoChat';

// --- server side (Cameo tools -> AI SDK tools) ---
export { cameoUIPartId, toAISDKTools } from './toAISDKTools';
export { createExecutedCallStore } from './createExecutedCallStore';
export type { ExecutedCallStore } from './createExecutedCallStore';
export { expireUnansweredApprovals } from './expireUnansweredApprovals';
export { closeOpenToolCalls } from './closeOpenToolCalls';
// MCP servers' tools for streamText, their views as Cameo launchers (cameo-ui/mcp-apps draws them).
// Only types come from @modelcontextprotocol/sdk: this entry gains no MCP dependency.
export { mcpToolsForAISDK } from '../mcp-apps/mcpToolsForAISDK';
export type { McpToolsForAISDKOptions } from '../mcp-apps/mcpToolsForAISDK';
export type { CameoUIChunk, CameoUIWriter, ToAISDKToolsOptions } from './toAISDKTools';
