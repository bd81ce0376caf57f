// The parts of one tool card, so a design system can rebuild it: `ToolCard.Root` holds a call
// and what is linked to it; the rest read it from context.
export { Root } from './Root';
export type { ToolCardRootProps as RootProps } from './Root';
export { Trigger, Label } from './Trigger';
export type { TriggerProps, ToolCardPartProps as PartProps } from './Trigger';
export { Status, Announcer } from './Status';
export { Content, Args, Result, Decision } from './Content';
export type { ContentProps, DecisionProps, ResultProps } from './Content';
export { Ui } from './Ui';
export type { UiProps } from './Ui';
export { Approval, Question, Approve, Deny } from './Approval';
export type { DecisionButtonProps, DenyProps } from './Approval';
export { useToolCard } from './ToolCardContext';
export { useReplacedPart } from './useReplacedPart';
export type { ToolCardContextValue as ContextValue } from './ToolCardContext';
export { groupToolCards } from './groupToolCards';
export type { ToolCardGroup as Group, ToolCardRows as Rows } from './groupToolCards';
export { toolCardStatus } from './toolCardStatus';
