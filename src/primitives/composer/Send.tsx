import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';
import { withDisplayName } from '../withDisplayName';

export interface SendProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/**
 * Submits the composer. Disabled while the draft is blank or a turn runs (`data-state` says
 * which: `empty`, `running` or `ready`). Shows "Send" unless given children.
 */
export const Send = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, SendProps>(function Send({ asChild, disabled, children, ...props }, ref) {
    const composer = useComposer();
    const Element = asChild ? Slot : 'button';
    const state = composer.running ? 'running' : composer.hasText ? 'ready' : 'empty';
    return (
      <Element
        type="submit"
        data-state={state}
        disabled={disabled ?? !composer.canSend}
        {...props}
        ref={ref}
      >
        {children ?? composer.labels.send}
      </Element>
    );
  }),
  'Composer.Send',
);
