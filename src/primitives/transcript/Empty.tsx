import { forwardRef, type HTMLAttributes } from 'react';
import { useCameoContext, useEntryKeys } from '../../react';
import { SlotPart } from '../SlotPart';
import { withDisplayName } from '../withDisplayName';

export interface EmptyProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/**
 * Shown only while the transcript has no entries: the `empty` label, or its children (block
 * content is fine, the part is a div). With `asChild`, the child element gets the label.
 */
export const Empty = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, EmptyProps>(function Empty({ asChild, children, ...props }, ref) {
    const { labels } = useCameoContext();
    const empty = useEntryKeys().length === 0;
    if (!empty) return null;
    return (
      <SlotPart as="div" asChild={asChild} display={labels.empty} {...props} ref={ref}>
        {children}
      </SlotPart>
    );
  }),
  'Transcript.Empty',
);
