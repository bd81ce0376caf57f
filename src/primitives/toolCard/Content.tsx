import { forwardRef, useContext, type HTMLAttributes } from 'react';
import { formatJson } from '../../core/internal';
import { useCameoContext } from '../../react';
import { breakLongRuns } from '../markdown/breakLongRuns';
import { SlotPart } from '../SlotPart';
import { ShowMore, useDisplayCap, type DisplayCapOptions } from '../transcript/DisplayCap';
import { ToolCardContext, useToolCard } from './ToolCardContext';
import type { ToolCardPartProps } from './Trigger';

export interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Keep it in the DOM while closed (hidden), e.g. for an exit animation. */
  forceMount?: boolean;
}

/** What the trigger discloses (arguments and result); rendered only while open. */
export const Content = forwardRef<HTMLDivElement, ContentProps>(function Content({ forceMount, children, ...props }, ref) {
  const { open, contentId } = useToolCard();
  if (!open && !forceMount) return null;
  return (
    <div id={contentId} hidden={!open} {...props} ref={ref}>
      {children}
    </div>
  );
});

/**
 * The arguments: the streamed text as it grows while `argsText` is present (`data-streaming`),
 * then the value, printed with depth and size caps. Always text, never markup.
 */
export const Args = forwardRef<HTMLElement, ToolCardPartProps>(function Args({ asChild, children, ...props }, ref) {
  const { call, streaming } = useToolCard();
  if (!call) return null;
  const text = call.argsText ?? formatJson(call.args);
  return (
    <SlotPart as="pre" asChild={asChild} display={text} {...(streaming ? { 'data-streaming': '' } : {})} {...props} ref={ref}>
      {children}
    </SlotPart>
  );
});

export interface ResultProps extends ToolCardPartProps, DisplayCapOptions {}

/**
 * What the model got back (`data-state`: complete or error); nothing before a result. Past
 * `maxDisplayChars` (20,000 by default) folded, with a Show more button after it.
 */
export const Result = forwardRef<HTMLElement, ResultProps>(function Result({ maxDisplayChars, ...props }, ref) {
  const { result } = useToolCard();
  if (!result) return null;
  return <ResultText content={result.content} isError={result.isError} maxDisplayChars={maxDisplayChars} {...props} ref={ref} />;
});

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

export interface DecisionProps extends ToolCardPartProps {
  /** A decision to show outside a card (one whose call is missing). */
  entry?: { approved: boolean; reason?: string | undefined; by?: 'agent' | undefined };
}

/**
 * The recorded approval or denial, with its reason; nothing before one. Inside a card whose
 * status already reads "Denied", only the reason (or nothing): the denial is said once.
 */
export const Decision = forwardRef<HTMLElement, DecisionProps>(function Decision({ entry, asChild, children, ...props }, ref) {
  const { labels } = useCameoContext();
  const card = useContext(ToolCardContext);
  const approval = entry ?? card?.approval;
  if (!approval) return null;
  const saidByStatus = !entry && card?.status === 'denied' && approval.by !== 'agent';
  if (saidByStatus && !approval.reason && children === undefined) return null;
  return (
    <SlotPart
      as="p"
      asChild={asChild}
      display={
        approval.by === 'agent'
          ? labels.agentDecision(approval.approved, approval.reason)
          : saidByStatus
            ? approval.reason
            : labels.toolDecision(approval.approved, approval.reason)
      }
      data-state={approval.approved ? 'approved' : 'denied'}
      {...(approval.by === 'agent' ? { 'data-by': 'agent' } : {})}
      {...props}
      ref={ref}
    >
      {children}
    </SlotPart>
  );
});
