import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useCameo } from '../../react';

/** Closes the container. Named by the `close` label; shows × unless given children. */
export const Close = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Dialog.Close>>(function Close(
  { children, ...props },
  ref,
) {
  const { labels } = useCameo();
  return (
    <Dialog.Close aria-label={labels.close} {...props} ref={ref}>
      {children ?? <span aria-hidden="true">×</span>}
    </Dialog.Close>
  );
});
