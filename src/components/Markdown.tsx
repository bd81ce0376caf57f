import { forwardRef } from 'react';
import { MarkdownPrimitive } from '../primitives';

export type MarkdownProps = MarkdownPrimitive.RootProps;

/**
 * Markdown as the kit draws it in assistant messages (GFM, highlighted code with Copy, links in a
 * new tab showing their host, images off unless `allowImages`). Never renders raw HTML.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(props, ref) {
  return <MarkdownPrimitive.Root data-slot="markdown" {...props} ref={ref} />;
});
