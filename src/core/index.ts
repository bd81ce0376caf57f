// `cameo-ui/core`: the client, the wire protocol and its schemas, and the transports. No React,
// no DOM: it runs in any JS runtime.
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
  ToolApprovalEntry,
  ToolCallStatus,
  Attachment,
  ReasoningEntry,
} from './protocol';
export type { ParseResult } from './ParseResult';
export { parseTranscript } from './parseTranscript';
export { parseUIContent } from './parseUIContent';
export type { ActionContext, RenderContext, WidgetContainer, WidgetDisplay, WidgetRetry, WidgetSpec } from './WidgetSpec';
export { createWidgetRegistry } from './createWidgetRegistry';
export type { WidgetRegistry } from './createWidgetRegistry';
export type { NewEntry, TranscriptState, TranscriptStore } from './createTranscriptStore';
export type { OpenWidget, OpenWidgetRequest } from './client/createHostState';
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
export { createHttpTransport } from './transport/createHttpTransport';
export type { HttpTransportOptions } from './transport/createHttpTransport';
export type { BackoffOptions } from './transport/backoff';
export { safeHref } from './safeHref';
export { InvalidPayloadError } from './schemas/InvalidPayloadError';
export type { PayloadIssue, PayloadSource } from './schemas/InvalidPayloadError';
export { checkPayload, validatePayload } from './schemas/validatePayload';
export type { PayloadCheck } from './schemas/validatePayload';
export { transcriptEntrySchema } from './schemas/transcriptEntrySchema';
export type { WireEntry } from './schemas/transcriptEntrySchema';
export { uiContentSchema } from './schemas/uiContentSchema';
export { widgetListSchema } from './schemas/widgetListSchema';
export { widgetRenderSchema } from './schemas/widgetRenderSchema';
export { actionResultSchema } from './schemas/actionResultSchema';
export { RequestTimeoutError } from './transport/RequestTimeoutError';
export { EventTooLargeError } from './transport/EventTooLargeError';
export { createCameoClient } from './client/createCameoClient';
export type { CameoClient, CameoClientOptions, CameoClientUpdate, ToolApprovalDecision } from './client/createCameoClient';
export type { ActionEvent, ActionResult } from './client/ActionResult';
export type { BackendWidgets, BackendWidgetsState } from './client/createBackendWidgets';
export type { WidgetState, WidgetStatus } from './client/createLiveWidget';
export type { WidgetObserver, WidgetViewState } from './client/createWidgetObserver';
export type { ActionObserver, ActionState } from './client/createActionObserver';
