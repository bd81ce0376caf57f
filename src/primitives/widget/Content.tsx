import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useCameoContext } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { useOpenWidget } from './OpenWidgetContext';

export type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

/**
 * The dialog itself (`data-container`: modal, drawer or fullscreen; `data-widget`): focus moves
 * in and is trapped, Esc closes, the page behind is inert and does not scroll. On close, focus
 * returns to the launcher, or to whatever opened the widget.
 */
export const Content = forwardRef<HTMLDivElement, ContentProps>(function Content({ onCloseAutoFocus, ...props }, ref) {
  const { getLauncher, getOpener, dir } = useCameoContext();
  const current = useOpenWidget();
  const lastLauncher = useRef<string | undefined>(undefined);
  const open = current?.open;
  useEffect(() => {
    if (open) lastLauncher.current = open.launcherKey;
  }, [open]);

  const returnFocus = (event: Event) => {
    const key = lastLauncher.current;
    const target = [key === undefined ? undefined : getLauncher(key), getOpener()].find((element) => element?.isConnected);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <Dialog.Content
      data-container={current?.container}
      data-widget={open?.widget}
      dir={dir}
      // The title names the dialog; widgets describe themselves.
      aria-describedby={undefined}
      {...props}
      ref={ref}
      onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
    />
  );
});
