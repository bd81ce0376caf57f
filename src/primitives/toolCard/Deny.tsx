import { composeEventHandlers } from '@radix-ui/primitive';
import { forwardRef } from 'react';
import { useCameoContext } from '../../react';
import type { DecisionButtonProps } from './Approve';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export interface DenyProps extends DecisionButtonProps {
  /** Why, for the agent and the transcript (e.g. from a text field the app adds). */
  reason?: string;
}

/** Denies the call: the card moves to `denied` and the tool never runs. */
export const Deny = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, DenyProps>(function Deny({ reason, onClick, children, ...props }, ref) {
    const { decide } = useToolCard();
    const { labels } = useCameoContext();
    return (
      <button type="button" data-decision="deny" {...props} ref={ref} onClick={composeEventHandlers(onClick, () => decide(false, reason))}>
        {children ?? labels.deny}
      </button>
    );
  }),
  'ToolCard.Deny',
);
