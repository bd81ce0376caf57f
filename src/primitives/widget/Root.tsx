import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, type ReactNode } from 'react';
import { useCameoContext, useOpenWidgetState, useWidgetContainer, useWidgetDefinition } from '../../react';
import { OpenWidgetContext } from './OpenWidgetContext';
import { withDisplayName } from '../withDisplayName';

/**
 * The host's state: open while the client has an open widget, closing it when the dialog asks.
 * Opening another widget re-targets it. Everything else in `WidgetPrimitive` goes inside. A
 * `panel` is a non-modal dialog: no overlay, no focus trap, the page stays live.
 */
function WidgetRoot({ children }: { children?: ReactNode }) {
  const { client } = useCameoContext();
  const open = useOpenWidgetState();
  const widget = open?.widget ?? '';
  const definition = useWidgetDefinition(widget);
  const container = useWidgetContainer(widget, definition);
  const value = useMemo(() => (open ? { open, definition, container } : null), [open, definition, container]);
  return (
    <OpenWidgetContext.Provider value={value}>
      <Dialog.Root
        open={open !== null}
        modal={container !== 'panel'}
        onOpenChange={(next) => !next && client.close()}>
        {children}
      </Dialog.Root>
    </OpenWidgetContext.Provider>
  );
}
export const Root = /*#__PURE__*/ withDisplayName(WidgetRoot, 'Widget.Root');
