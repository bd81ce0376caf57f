import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';
import { withDisplayName } from '../withDisplayName';

/** The backdrop behind the container (`data-container`, `data-state`). */
export const Overlay = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Dialog.Overlay>>(function Overlay(
    props,
    ref,
  ) {
    const current = useOpenWidget();
    return <Dialog.Overlay data-container={current?.container} {...props} ref={ref} />;
  }),
  'Widget.Overlay',
);
