import { forwardRef, type HTMLAttributes } from 'react';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Keep it in the DOM while closed (hidden), e.g. for an exit animation. */
  forceMount?: boolean;
}

/** What the trigger discloses (arguments and result); rendered only while open. */
export const Content = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, ContentProps>(function Content({ forceMount, children, ...props }, ref) {
    const { open, contentId } = useToolCard();
    if (!open && !forceMount) return null;
    return (
      <div id={contentId} hidden={!open} {...props} ref={ref}>
        {children}
      </div>
    );
  }),
  'ToolCard.Content',
);
