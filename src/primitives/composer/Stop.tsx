import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';
import { withDisplayName } from '../withDisplayName';

export interface StopProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/** Rendered only while a turn runs; calls the composer's `onStop`, then focuses the input. */
export const Stop = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, StopProps>(function Stop({ asChild, onClick, children, ...props }, ref) {
    const composer = useComposer();
    if (!composer.running) return null;
    const Element = asChild ? Slot : 'button';
    return (
      <Element type="button" data-state="running" {...props} ref={ref} onClick={composeEventHandlers(onClick, composer.stop)}>
        {children ?? composer.labels.stop}
      </Element>
    );
  }),
  'Composer.Stop',
);
