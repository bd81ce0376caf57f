// The parts of one tool card, so a design system can rebuild it: `Root` holds a call and what is
// linked to it (result, decision, notes, launchers); the rest read it from context.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Trigger } from './Trigger';
export type { TriggerProps } from './Trigger';
export { Label } from './Label';
export { Status } from './Status';
export { Announcer } from './Announcer';
export { Content } from './Content';
export type { ContentProps } from './Content';
export { Args } from './Args';
export { Result } from './Result';
export type { ResultProps } from './Result';
export { Decision } from './Decision';
export type { DecisionProps } from './Decision';
export { Ui } from './Ui';
export type { UiProps } from './Ui';
export { Approval } from './Approval';
export { Question } from './Question';
export { Approve } from './Approve';
export type { DecisionButtonProps } from './Approve';
export { Deny } from './Deny';
export type { DenyProps } from './Deny';
export type { PartProps } from './PartProps';
