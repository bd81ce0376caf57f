import { forwardRef } from 'react';
import { Markdown as MarkdownPrimitiveRoot, type MarkdownProps as MarkdownPrimitiveRootProps } from '../primitives/markdown/Markdown';

export type MarkdownProps = MarkdownPrimitiveRootProps;

/**
 * Markdown as the kit draws it in assistant messages (GFM, highlighted code with Copy, links in a
 * new tab showing their host, images off unless `allowImages`). Never renders raw HTML.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(props, ref) {
  return <MarkdownPrimitiveRoot data-slot="markdown" {...props} ref={ref} />;
});
