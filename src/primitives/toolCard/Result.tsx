import { forwardRef } from 'react';
import { breakLongRuns } from '../markdown/breakLongRuns';
import { SlotPart } from '../SlotPart';
import { ShowMore, useDisplayCap, type DisplayCapOptions } from '../transcript/DisplayCap';
import type { PartProps } from './PartProps';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export interface ResultProps extends PartProps, DisplayCapOptions {}

/**
 * What the model got back (`data-state`: complete or error); nothing before a result. Past
 * `maxDisplayChars` (20,000 by default) folded, with a Show more button after it.
 */
export const Result = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, ResultProps>(function Result({ maxDisplayChars, ...props }, ref) {
    const { result } = useToolCard();
    if (!result) return null;
    return <ResultText content={result.content} isError={result.isError} maxDisplayChars={maxDisplayChars} {...props} ref={ref} />;
  }),
  'ToolCard.Result',
);

interface ResultTextProps extends ResultProps {
  content: string;
  isError: boolean;
}

const ResultText = forwardRef<HTMLElement, ResultTextProps>(function ResultText(
  { content, isError, maxDisplayChars, asChild, children, id, ...props },
  ref,
) {
  const cap = useDisplayCap(content, maxDisplayChars, id);
  return (
    <>
      <SlotPart
        as="p"
        asChild={asChild}
        display={breakLongRuns(cap.text)}
        data-state={isError ? 'error' : 'complete'}
        id={cap.contentId}
        {...props}
        ref={ref}
      >
        {children}
      </SlotPart>
      <ShowMore cap={cap} />
    </>
  );
});
