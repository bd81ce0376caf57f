import { composeEventHandlers } from '@radix-ui/primitive';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export type DecisionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Approves the call: records the decision, tells `onToolApproval`, focuses the trigger. */
export const Approve = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, DecisionButtonProps>(function Approve({ onClick, children, ...props }, ref) {
    const { decide } = useToolCard();
    const { labels } = useCameoContext();
    return (
      <button type="button" data-decision="approve" {...props} ref={ref} onClick={composeEventHandlers(onClick, () => decide(true))}>
        {children ?? labels.approve}
      </button>
    );
  }),
  'ToolCard.Approve',
);
