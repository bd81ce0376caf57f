// The kit's markdown renderer and the parts it draws code with.
export { Markdown as Root } from './Markdown';
export type { MarkdownProps as RootProps } from './Markdown';
export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
