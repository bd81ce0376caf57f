// The parts of one message: `Root` holds the entry; the rest read it from context.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Author } from './Author';
export { Avatar } from './Avatar';
export { Content } from './Content';
export type { ContentProps } from './Content';
export { Text } from './Text';
export type { TextProps } from './Text';
export { Typing } from './Typing';
export { Copy } from './Copy';
export type { CopyProps } from './Copy';
export { Attachments } from './Attachments';
export type { AttachmentsProps } from './Attachments';
export type { PartProps } from './PartProps';
