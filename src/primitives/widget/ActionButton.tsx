import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useWidgetAction } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { withDisplayName } from '../withDisplayName';

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  action: string;
  args?: unknown;
  asChild?: boolean;
}

/**
 * A control inside a widget that dispatches a human action. While its own action runs it is
 * busy (`aria-busy`, `data-state="pending"`) and ignores clicks; it stays focusable, unlike a
 * disabled button, so keyboard users do not lose their place.
 */
export const ActionButton = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
    { action, args, asChild, onClick, ...props },
    ref,
  ) {
    const { run, pending } = useWidgetAction(action);
    const Element = asChild ? Slot : 'button';
    return (
      <Element
        {...(asChild ? {} : { type: 'button' as const })}
        data-state={pending ? 'pending' : 'idle'}
        aria-busy={pending}
        aria-disabled={pending || undefined}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => {
          if (!pending) void run(args);
        })}
      />
    );
  }),
  'Widget.ActionButton',
);
