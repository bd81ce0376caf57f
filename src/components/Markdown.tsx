import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type MarkdownProps = TranscriptPrimitive.MarkdownProps;

/**
 * Markdown as the kit draws it in assistant messages (GFM, highlighted code with Copy, links in a
 * new tab showing their host, images off unless `allowImages`). Never renders raw HTML.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(props, ref) {
  return <TranscriptPrimitive.Markdown data-slot="markdown" {...props} ref={ref} />;
});
