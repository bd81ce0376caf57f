import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from 'zustand';
import { useCameo, useWidgetContainer, useWidgetDefinition } from '../react';
import { composeEventHandlers } from './composeEventHandlers';
import { WidgetBody } from './WidgetBody';

export type WidgetHostProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'children'>;

/**
 * The one container for the open widget: an accessible dialog (focus moves in and is trapped,
 * Esc and Close close it, the page behind is inert and does not scroll) titled with the
 * launcher's label, shaped as a modal, drawer or fullscreen. Opening another widget re-targets
 * it. On close, focus returns to the launcher, or to whatever opened the widget.
 */
export const WidgetHost = forwardRef<HTMLDivElement, WidgetHostProps>(function WidgetHost(
  { onCloseAutoFocus, ...props },
  ref,
) {
  const { store, closeWidget, getLauncher, getOpener, dir } = useCameo();
  const open = useStore(store, (state) => state.openWidget);
  const widget = open?.widget ?? '';
  const definition = useWidgetDefinition(widget);
  const container = useWidgetContainer(widget, definition);
  const lastLauncher = useRef<string | undefined>(undefined);
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
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && closeWidget()}>
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay data-slot="widget-overlay" data-container={container} />
          <Dialog.Content
            data-slot="widget-container"
            data-container={container}
            data-widget={open.widget}
            dir={dir}
            // The title names the dialog; widgets describe themselves.
            aria-describedby={undefined}
            {...props}
            ref={ref}
            onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
          >
            <div data-slot="widget-header">
              <Dialog.Title data-slot="widget-title">{open.label}</Dialog.Title>
              <Dialog.Close data-slot="widget-close" aria-label="Close">
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <div data-slot="widget-body">
              <WidgetBody key={open.session} widget={open.widget} onClose={closeWidget} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
});
