// `cameo-ui/ai-sdk`: the page's half of Cameo over the Vercel AI SDK (useChat messages -> a Cameo
// conversation). `ai` and `@ai-sdk/react` are optional peers, imported only here; the main entry
// never imports this file. The route's half (toAISDKTools, mcpToolsForAISDK, the history fixes)
// is `cameo-ui/ai-sdk/server`, which loads no React.
export { CAMEO_UI_PART, EXPIRED_APPROVAL, STOPPED_TOOL_CALL } from './cameoUIPart';
export type { CameoDataParts, CameoUIData, CameoUIMessage } from './cameoUIPart';

export { createUIMessageSync } from './createUIMessageSync';
export type { UIMessageSync, UIMessageSyncStatus } from './createUIMessageSync';
export { fromUIMessages } from './fromUIMessages';
export type { UIMessageMappingOptions } from './mapUIMessagePart';
export { useCameoChat } from './useCameoChat';
export type { CameoChat, UseCameoChatOptions, UseCameoChatResult } from './useCameoChat';
