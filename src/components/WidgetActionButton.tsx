import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useWidgetAction } from '../react';
import { composeEventHandlers } from './composeEventHandlers';

export interface WidgetActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  action: string;
  args?: unknown;
}

/**
 * A button inside a widget that dispatches a human action. While its own action runs it is
 * busy (`aria-busy`, `data-state="pending"`) and ignores clicks; it stays focusable, unlike a
 * disabled button, so keyboard users do not lose their place.
 */
export const WidgetActionButton = forwardRef<HTMLButtonElement, WidgetActionButtonProps>(function WidgetActionButton(
  { action, args, onClick, ...props },
  ref,
) {
  const { run, pending } = useWidgetAction(action);
  return (
    <button
      type="button"
      data-slot="widget-action"
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
});
