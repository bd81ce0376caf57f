import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';

/** Names the dialog: the launcher's label unless given children. */
export const Title = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof Dialog.Title>>(function Title(
  { children, ...props },
  ref,
) {
  const current = useOpenWidget();
  return (
    <Dialog.Title {...props} ref={ref}>
      {children ?? current?.open.label}
    </Dialog.Title>
  );
});
