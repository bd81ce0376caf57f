import { forwardRef, useContext } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { ToolCardContext } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export interface DecisionProps extends PartProps {
  /** A decision to show outside a card (one whose call is missing). */
  entry?: { approved: boolean; reason?: string | undefined; by?: 'agent' | undefined };
}

/**
 * The recorded approval or denial, with its reason; nothing before one. Inside a card whose
 * status already reads "Denied", only the reason (or nothing): the denial is said once.
 */
export const Decision = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, DecisionProps>(function Decision({ entry, asChild, children, ...props }, ref) {
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
  }),
  'ToolCard.Decision',
);
