import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useMemo, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { SlotPart } from '../SlotPart';
import { useToolCard } from './ToolCardContext';

export interface TriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/**
 * The card's compact row: a disclosure button (`aria-expanded`) that shows or hides the
 * arguments and result. Without children: the tool's label and its status.
 */
export const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(
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
});

export interface ToolCardPartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/** The tool's name as `labels.toolLabel` words it. */
export const Label = forwardRef<HTMLElement, ToolCardPartProps>(function Label({ asChild, children, ...props }, ref) {
  const { label } = useToolCard();
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});
