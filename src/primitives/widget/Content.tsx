import * as Dialog from '@radix-ui/react-dialog';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useEffect, useMemo, useRef, type ComponentPropsWithoutRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useCameoContext } from '../../react';
import { useOpenWidget } from './OpenWidgetContext';
import { tabbableEdges } from './tabbableEdges';
import { withDisplayName } from '../withDisplayName';

export type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

/**
 * The dialog itself (`data-container`: modal, drawer, fullscreen or panel; `data-widget`). Focus
 * moves in, Esc closes; a modal, drawer or fullscreen traps focus and makes the page behind
 * inert. A panel is non-modal: the page stays usable, clicks and focus outside leave it open,
 * and Esc closes it only from inside. On close, focus returns to the launcher, or to whatever
 * opened the widget.
 */
export const Content = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, ContentProps>(function Content(
    { onCloseAutoFocus, onEscapeKeyDown, onInteractOutside, onKeyDownCapture, ...props },
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

    // Radix's focus scope loops Tab even when it does not trap, so a keyboard user could never Tab
    // back to the chat. At the panel's edges, Tab is kept from reaching it and moves on natively.
    const tabOut = (event: ReactKeyboardEvent<HTMLDivElement>) => {
      if (!isPanel || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const [first, last] = tabbableEdges(event.currentTarget);
      const edge = event.shiftKey ? first : last;
      if (edge === undefined || document.activeElement === edge) event.stopPropagation();
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
        onKeyDownCapture={composeEventHandlers(onKeyDownCapture, tabOut)}
      />
    );
  }),
  'Widget.Content',
);
