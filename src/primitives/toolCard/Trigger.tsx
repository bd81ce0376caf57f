import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useMemo, type ButtonHTMLAttributes } from 'react';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

export interface TriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/**
 * The card's compact row: a disclosure button (`aria-expanded`) that shows or hides the
 * arguments and result. Put the tool's `Label` and its `Status` in it.
 */
export const Trigger = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(
    { asChild, onClick, children, ...props },
    forwardedRef,
  ) {
    const card = useToolCard();
    const ref = useMemo(() => composeRefs(forwardedRef, card.triggerRef), [forwardedRef, card.triggerRef]);
    const Element = asChild ? Slot : 'button';
    return (
      <Element
        {...(asChild ? {} : { type: 'button' as const })}
        aria-expanded={card.open}
        aria-controls={card.contentId}
        data-state={card.status}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => card.setOpen(!card.open))}
      >
        {children}
      </Element>
    );
  }),
  'ToolCard.Trigger',
);
