import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useCameoContext } from '../../react';
import { withDisplayName } from '../withDisplayName';

/** Closes the container. Without children it shows × and is named by the `close` label. */
export const Close = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Dialog.Close>>(function Close(
    { children, ...props },
    ref,
  ) {
    const { labels } = useCameoContext();
    return (
      <Dialog.Close aria-label={children === undefined ? labels.close : undefined} {...props} ref={ref}>
        {children ?? <span aria-hidden="true">×</span>}
      </Dialog.Close>
    );
  }),
  'Widget.Close',
);
