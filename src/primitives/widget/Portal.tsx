import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';

/** Renders its children into <body> while a widget is open. */
export function Portal(props: ComponentPropsWithoutRef<typeof Dialog.Portal>) {
  return useOpenWidget() ? <Dialog.Portal {...props} /> : null;
}
