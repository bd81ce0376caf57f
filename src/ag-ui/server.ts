// `cameo-ui/ag-ui/server`: what an AG-UI agent (the server) sends for a Cameo tool's UI. No React
// and no DOM (lint and test/lint/reactFreeEntries prove it); `@ag-ui/core` is its one peer. The
// page's half (useAGUIAgent, the event mapping) is `cameo-ui/ag-ui`.
export { CAMEO_ACTIVITY, cameoActivitySnapshot } from './cameoActivity';
export type { CameoActivityContent } from './cameoActivity';
