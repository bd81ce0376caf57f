// Headless parts: no classes, state as data-* attributes, `asChild` where it helps. The styled
// components in ../components are built from these alone. One family per namespace, one part
// per file; each part's displayName is `Family.Part`. Hooks, contexts and helpers are named
// exports beside the families.
export * as AttachmentPrimitive from './attachment';
export * as ComposerPrimitive from './composer';
export * as EntryErrorPrimitive from './entryError';
export * as MarkdownPrimitive from './markdown';
export * as MessagePrimitive from './message';
export * as ReasoningPrimitive from './reasoning';
export * as ToolCardPrimitive from './toolCard';
export * as TranscriptPrimitive from './transcript';
export * as WidgetPrimitive from './widget';

export { useAttachment } from './attachment/AttachmentContext';
export { attachmentImageSrc } from './attachment/attachmentImageSrc';
export { useComposer } from './composer/ComposerContext';
export type { ComposerState } from './composer/ComposerContext';
export { repairMarkdown } from './markdown/repairMarkdown';
export { MarkdownContext } from './transcript/MarkdownContext';
export type { MarkdownComponentProps } from './transcript/MarkdownContext';
export { useReasoning } from './reasoning/ReasoningContext';
export type { ReasoningContextValue } from './reasoning/ReasoningContext';
export { useToolCard } from './toolCard/ToolCardContext';
export type { ToolCardContextValue } from './toolCard/ToolCardContext';
export { groupToolCards } from './toolCard/groupToolCards';
export type { ToolCardGroup, ToolCardRows } from './toolCard/groupToolCards';
export { toolCardStatus } from './toolCard/toolCardStatus';
export { defaultComponents } from './transcript/defaultComponents';
export type { TranscriptComponents } from './transcript/TranscriptComponents';
export { TranscriptScrollContext, useTranscriptScroll } from './transcript/TranscriptScroll';
export type { TranscriptScroll } from './transcript/TranscriptScroll';
export { TurnContext, useTurn } from './transcript/TurnContext';
export type { TurnPlace } from './transcript/assistantTurns';
export { OpenWidgetContext, useOpenWidget } from './widget/OpenWidgetContext';
export type { OpenWidgetValue } from './widget/OpenWidgetContext';
export { useLauncherDisplay } from './widget/useLauncherDisplay';
