export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { Markdown } from './Markdown';
export type { MarkdownProps } from './Markdown';
export { repairMarkdown } from './repairMarkdown';
