import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from 'zustand';
import { containerOf } from '../core';
import { useCameo, useWidgetDefinition } from '../react';
import { WidgetBody } from './WidgetBody';

export interface WidgetHostProps {
  className?: string;
}

/**
 * The one container for the open widget: an accessible dialog (focus moves in and is trapped,
 * Esc and Close close it, the page behind is inert) titled with the launcher's label. On close,
 * focus returns to the launcher that opened it.
 */
export function WidgetHost({ className }: WidgetHostProps) {
  const { store, closeWidget, getLauncher } = useCameo();
  const open = useStore(store, (state) => state.openWidget);
  const definition = useWidgetDefinition(open?.widget ?? '');
  const lastLauncher = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (open) lastLauncher.current = open.launcherKey;
  }, [open]);

  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && closeWidget()}>
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay data-slot="widget-overlay" />
          <Dialog.Content
            data-slot="widget-container"
            data-container={containerOf(definition ?? {})}
            data-widget={open.widget}
            className={className}
            // The title names the dialog; widgets describe themselves.
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              const launcher = lastLauncher.current === undefined ? undefined : getLauncher(lastLauncher.current);
              if (!launcher?.isConnected) return;
              event.preventDefault();
              launcher.focus();
            }}
          >
            <div data-slot="widget-header">
              <Dialog.Title data-slot="widget-title">{open.label}</Dialog.Title>
              <Dialog.Close data-slot="widget-close" aria-label="Close">
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <div data-slot="widget-body">
              <WidgetBody key={open.session} open={open} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
