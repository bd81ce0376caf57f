import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';
import { usePanelSlot } from './usePanelSlot';
import { withDisplayName } from '../withDisplayName';

/**
 * Renders its children into <body> while a widget is open; a `panel` goes into the app's
 * `PanelSlot` when one is on screen.
 */
function WidgetPortal({ container, ...props }: ComponentPropsWithoutRef<typeof Dialog.Portal>) {
  const current = useOpenWidget();
  const slot = usePanelSlot();
  if (!current) return null;
  return <Dialog.Portal container={container ?? (current.container === 'panel' ? slot : undefined)} {...props} />;
}
export const Portal = /*#__PURE__*/ withDisplayName(WidgetPortal, 'Widget.Portal');
