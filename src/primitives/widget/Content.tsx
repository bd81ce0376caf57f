import * as Dialog from '@radix-ui/react-dialog';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useEffect, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import { useCameoContext } from '../../react';
import { useOpenWidget } from './OpenWidgetContext';

export type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

/**
 * The dialog itself (`data-container`: modal, drawer, fullscreen or panel; `data-widget`). Focus
 * moves in, Esc closes; a modal, drawer or fullscreen traps focus and makes the page behind
 * inert. A panel is non-modal: the page stays usable, clicks and focus outside leave it open,
 * and Esc closes it only from inside. On close, focus returns to the launcher, or to whatever
 * opened the widget.
 */
export const Content = forwardRef<HTMLDivElement, ContentProps>(function Content(
  { onCloseAutoFocus, onEscapeKeyDown, onInteractOutside, ...props },
  forwardedRef,
) {
  const { getLauncher, getOpener, dir } = useCameoContext();
  const current = useOpenWidget();
  const element = useRef<HTMLDivElement>(null);
  const ref = useMemo(() => composeRefs(forwardedRef, element), [forwardedRef]);
  const lastLauncher = useRef<string | undefined>(undefined);
  const open = current?.open;
  const isPanel = current?.container === 'panel';
  useEffect(() => {
    if (open) lastLauncher.current = open.launcherKey;
  }, [open]);

  const returnFocus = (event: Event) => {
    // A panel closed while the user works elsewhere (typing in the composer) leaves focus there.
    const active = document.activeElement;
    if (isPanel && active instanceof HTMLElement && active !== document.body && active.isConnected) return;
    const key = lastLauncher.current;
    const target = [key === undefined ? undefined : getLauncher(key), getOpener()].find((item) => item?.isConnected);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  // Working in the chat beside a panel is the point of it, so none of that closes it.
  const keepPanel = (event: Event) => {
    if (isPanel) event.preventDefault();
  };
  const escapeFromInside = (event: KeyboardEvent) => {
    if (isPanel && !element.current?.contains(document.activeElement)) event.preventDefault();
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
      onEscapeKeyDown={composeEventHandlers(onEscapeKeyDown, escapeFromInside)}
      onInteractOutside={composeEventHandlers(onInteractOutside, keepPanel)}
      onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
    />
  );
});
