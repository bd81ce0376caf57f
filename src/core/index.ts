export type {
  AssistantMessageEntry,
  ErrorEntry,
  KeyedEntry,
  TextContent,
  ToolCallEntry,
  ToolResultEntry,
  TranscriptEntry,
  TranscriptEntryType,
  UIContent,
  UIEntry,
  UserMessageEntry,
  WidgetLauncherContent,
} from './protocol';
export type { ParseResult } from './ParseResult';
export { createTranscriptReader, parseTranscript } from './parseTranscript';
export type { TranscriptReader } from './parseTranscript';
export { parseUIContent } from './parseUIContent';
export { containerOf } from './WidgetSpec';
export type { ActionContext, RenderContext, WidgetContainer, WidgetSpec } from './WidgetSpec';
export { createWidgetRegistry } from './createWidgetRegistry';
export type { WidgetRegistry } from './createWidgetRegistry';
export { createTranscriptStore } from './createTranscriptStore';
export type {
  NewEntry,
  OpenWidget,
  OpenWidgetRequest,
  TranscriptState,
  TranscriptStore,
} from './createTranscriptStore';
export { assertNever } from './assertNever';
export type {
  RequestOptions,
  SubscribeOptions,
  Transport,
  WidgetInfo,
  WidgetRender,
  WidgetUpdate,
} from './transport/Transport';
export { defineServerWidget } from './transport/ServerWidget';
export type { ServerWidget, ServerWidgetContext } from './transport/ServerWidget';
export { WidgetError, unknownAction } from './transport/WidgetError';
export { createMemoryTransport } from './transport/createMemoryTransport';
export type { MemoryTransport, MemoryTransportOptions } from './transport/createMemoryTransport';
export { createVersionBook } from './createVersionBook';
export type { VersionBook } from './createVersionBook';
export { formatJson } from './formatJson';
export type { FormatJsonOptions } from './formatJson';
export { toError } from './toError';
export { createHttpTransport } from './transport/createHttpTransport';
export type { HttpTransportOptions } from './transport/createHttpTransport';
export type { BackoffOptions } from './transport/backoff';
export { createSharedRequests } from './createSharedRequests';
export type { SharedRequests } from './createSharedRequests';
export { safeHref } from './safeHref';
export { readWidgetHtml } from './readWidgetHtml';
export { InvalidPayloadError } from './schemas/InvalidPayloadError';
export type { PayloadIssue, PayloadSource } from './schemas/InvalidPayloadError';
export { checkPayload, validatePayload } from './schemas/validatePayload';
export type { PayloadCheck } from './schemas/validatePayload';
export { transcriptEntrySchema } from './schemas/transcriptEntrySchema';
export type { WireEntry } from './schemas/transcriptEntrySchema';
export { uiContentSchema } from './schemas/uiContentSchema';
export { widgetInfoSchema, widgetListSchema } from './schemas/widgetListSchema';
export { widgetRenderSchema } from './schemas/widgetRenderSchema';
export { actionResultSchema } from './schemas/actionResultSchema';
export { RequestTimeoutError } from './transport/RequestTimeoutError';
export { createCameoClient, DEFAULT_STALE_TIME } from './client/createCameoClient';
export type { CameoClient, CameoClientOptions, CameoClientUpdate } from './client/createCameoClient';
export type { ActionEvent, ActionResult } from './client/ActionResult';
export type { OpenWidget as HostOpenWidget } from './client/createHostState';
export type { BackendWidgets, BackendWidgetsState } from './client/createBackendWidgets';
export type { LiveWidget, WidgetState, WidgetStatus } from './client/createLiveWidget';
export type { WidgetObserver, WidgetViewState } from './client/createWidgetObserver';
export type { ActionObserver, ActionState } from './client/createActionObserver';
export { widgetQueryKey } from './client/widgetQueryKey';
