import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { useOpenWidget } from './OpenWidgetContext';
import { usePanelSlot } from './usePanelSlot';

/**
 * Renders its children into <body> while a widget is open; a `panel` goes into the app's
 * `PanelSlot` when one is on screen.
 */
export function Portal({ container, ...props }: ComponentPropsWithoutRef<typeof Dialog.Portal>) {
  const current = useOpenWidget();
  const slot = usePanelSlot();
  if (!current) return null;
  return <Dialog.Portal container={container ?? (current.container === 'panel' ? slot : undefined)} {...props} />;
}
Portal.displayName = 'Widget.Portal';
