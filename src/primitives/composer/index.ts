// The parts of a message composer: `Root` holds the draft; the rest read it from context.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Input } from './Input';
export type { InputProps } from './Input';
export { Send } from './Send';
export type { SendProps } from './Send';
export { Stop } from './Stop';
export type { StopProps } from './Stop';
export { Suggestions } from './Suggestions';
export type { SuggestionsProps } from './Suggestions';
export { Suggestion } from './Suggestion';
export type { SuggestionProps } from './Suggestion';
export { Attachments } from './Attachments';
export type { AttachmentsProps } from './Attachments';
