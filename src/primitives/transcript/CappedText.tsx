import { forwardRef, type HTMLAttributes } from 'react';
import { breakLongRuns } from '../markdown/breakLongRuns';
import { SlotPart } from '../SlotPart';
import { ShowMore, useDisplayCap, type DisplayCapOptions } from './DisplayCap';

export interface CappedTextProps extends HTMLAttributes<HTMLElement>, DisplayCapOptions {
  text: string;
  asChild?: boolean;
}

/**
 * Plain text folded at the display cap, with break points in long runs and its Show more button
 * after it: what a message's text and a tool result's content share, so the cap behaves alike.
 */
export const CappedText = forwardRef<HTMLElement, CappedTextProps>(function CappedText(
  { text, asChild, children, maxDisplayChars, id, ...props },
  ref,
) {
  const cap = useDisplayCap(text, maxDisplayChars, id);
  return (
    <>
      <SlotPart as="p" asChild={asChild} display={breakLongRuns(cap.text)} id={cap.contentId} {...props} ref={ref}>
        {children}
      </SlotPart>
      <ShowMore cap={cap} />
    </>
  );
});
