// `cameo-ui`: the React kit. Headless parts are in `cameo-ui/primitives`, the client and the
// protocol without React in `cameo-ui/core`, agent-side code in `cameo-ui/agent`.
export { createHttpTransport, createMemoryTransport, defineServerWidget, unknownAction, WidgetError } from './core';
export type { ActionContext, ActionEvent, ActionResult, AssistantMessageEntry, Attachment, BackendWidgetsState, BackoffOptions, CameoClient, CameoClientOptions, ErrorEntry, HttpTransportOptions, KeyedEntry, MemoryTransport, MemoryTransportOptions, NewEntry, ReasoningEntry, RenderContext, RequestOptions, ServerWidget, ServerWidgetContext, SubscribeOptions, TextContent, ToolCallEntry, ToolResultEntry, TranscriptEntry, TranscriptState, TranscriptStore, Transport, UIContent, UIEntry, UserMessageEntry, WidgetContainer, WidgetDisplay, WidgetInfo, WidgetLauncherContent, WidgetRender, WidgetRetry, WidgetStatus, WidgetUpdate, WidgetViewState, ToolApprovalEntry, ToolCallStatus, ToolApprovalDecision } from './core';
export {
  createCameoClient,
  defineWidget,
  useBackendWidgets,
  useCameoClient,
  useEntry,
  useEntryKeys,
  useTranscript,
  useWidget,
  useWidgetAction,
  useWidgetLaunch,
  useWidgets,
} from './react';
export type {
  ApprovalQuestionCall,
  CameoLabels,
  UseTranscriptResult,
  UseWidgetActionResult,
  UseWidgetResult,
  WidgetContainerProps,
  WidgetDefinition,
  WidgetLaunch,
  WidgetProps,
} from './react';
export { Composer } from './components/Composer';
export type { ComposerProps } from './components/Composer';
export { Markdown } from './components/Markdown';
export type { MarkdownProps } from './components/Markdown';
export { ToolCard } from './components/ToolCard';
export type { ToolCardProps } from './components/ToolCard';
export {
  CameoProvider,
  defineHtmlWidget,
  EntryError,
  HtmlWidgetFrame,
  Message,
  MessageAttachments,
  Note,
  Reasoning,
  styledComponents,
  Transcript,
  TurnHeader,
  WidgetActionButton,
  WidgetBody,
  WidgetHost,
  WidgetLauncher,
  WidgetLauncherList,
  WidgetPanel,
  WidgetView,
} from './components';
export type {
  CameoProviderProps,
  EntryErrorProps,
  HtmlWidgetData,
  HtmlWidgetFrameProps,
  HtmlWidgetOptions,
  MessageAttachmentsProps,
  MessageProps,
  NoteProps,
  ReasoningProps,
  TranscriptProps,
  TurnHeaderProps,
  WidgetActionButtonProps,
  WidgetBodyProps,
  WidgetHostProps,
  WidgetLauncherListProps,
  WidgetLauncherProps,
  WidgetPanelProps,
  WidgetViewProps,
} from './components';
