import { forwardRef } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

/** Three dots and a polite "typing" status: shown while an assistant message has no text yet. */
export const Typing = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Typing({ asChild, children, ...props }, ref) {
    const { labels } = useCameoContext();
    const dots = (
      <>
        <span data-part="typing-dot" />
        <span data-part="typing-dot" />
        <span data-part="typing-dot" />
      </>
    );
    return (
      <SlotPart as="span" asChild={asChild} display={dots} role="status" aria-label={labels.typing} data-typing="" {...props} ref={ref}>
        {children}
      </SlotPart>
    );
  }),
  'Message.Typing',
);
