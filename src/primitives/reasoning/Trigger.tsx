import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Label } from './Label';
import { useReasoning } from './ReasoningContext';
import { withDisplayName } from '../withDisplayName';

export interface TriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/** The disclosure button (`aria-expanded`, `aria-controls`). Without children: its label. */
export const Trigger = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, TriggerProps>(function Trigger({ asChild, onClick, children, ...props }, ref) {
    const { open, setOpen, contentId } = useReasoning();
    const Element = asChild ? Slot : 'button';
    return (
      <Element
        {...(asChild ? {} : { type: 'button' as const })}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => setOpen(!open))}
      >
        {children ?? <Label />}
      </Element>
    );
  }),
  'Reasoning.Trigger',
);
