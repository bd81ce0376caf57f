import { forwardRef, type HTMLAttributes } from 'react';
import { Markdown } from '../markdown/Markdown';
import { useReasoning } from './ReasoningContext';
import { withDisplayName } from '../withDisplayName';

export interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Load remote images in the markdown (off by default, as in messages). */
  allowImages?: boolean;
  /** Keep it in the DOM while closed (hidden), e.g. for an exit animation. */
  forceMount?: boolean;
}

/**
 * The reasoning as markdown, drawn like an assistant's text; rendered only while open, so a
 * collapsed row costs nothing as it streams.
 */
export const Content = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, ContentProps>(function Content({ allowImages, forceMount, ...props }, ref) {
    const { entry, open, contentId } = useReasoning();
    if (!open && !forceMount) return null;
    return (
      <Markdown
        id={contentId}
        hidden={!open}
        data-format="markdown"
        text={entry.text}
        allowImages={allowImages}
        {...props}
        ref={ref}
      />
    );
  }),
  'Reasoning.Content',
);
