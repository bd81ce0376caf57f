// `cameo-ui/ag-ui`: Cameo over AG-UI messages and events. `@ag-ui/core` and `@ag-ui/client` are
// optional peers, imported only here; the main entry never imports this file.
export { CAMEO_ACTIVITY, cameoActivitySnapshot } from './cameoActivity';
export type { CameoActivityContent } from './cameoActivity';
export type { AGUIActivityMapper, AGUIMappingOptions } from './AGUIMappingOptions';
export { fromAGUIMessages } from './fromAGUIMessages';
export { AGUI_EXPIRED_APPROVAL, AGUI_STOPPED_TOOL_CALL } from './stoppedToolCall';
export { createAGUIEventSync } from './createAGUIEventSync';
export type { AGUIEventSync } from './createAGUIEventSync';
export { applyJsonPatch, DEFAULT_JSON_PATCH_LIMITS } from './applyJsonPatch';
export type { JsonPatchLimits } from './applyJsonPatch';
export { connectAGUIAgent } from './connectAGUIAgent';
export type { AGUIConnection, ConnectAGUIAgentOptions } from './connectAGUIAgent';
export { useAGUIAgent } from './useAGUIAgent';
export type { AGUIComposerProps, UseAGUIAgentOptions, UseAGUIAgentResult } from './useAGUIAgent';
