import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';
import { withDisplayName } from '../withDisplayName';

/**
 * Names the dialog: the widget's `title` (the name it goes by, "Team board"), else the launcher's
 * label ("Open the team board"), unless given children.
 */
export const Title = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof Dialog.Title>>(function Title(
    { children, ...props },
    ref,
  ) {
    const current = useOpenWidget();
    return (
      <Dialog.Title {...props} ref={ref}>
        {children ?? current?.definition?.title ?? current?.open.label}
      </Dialog.Title>
    );
  }),
  'Widget.Title',
);
