import { Slot } from '@radix-ui/react-slot';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useCallback, useMemo, useRef, type HTMLAttributes } from 'react';
import { useCameoContext, useOpenWidgetState, useWidgetContainer, useWidgetDefinition } from '../../react';
import { panelSlotsOf } from './panelSlots';
import { withDisplayName } from '../withDisplayName';

export interface PanelSlotProps extends HTMLAttributes<HTMLDivElement> {
  asChild?: boolean;
}

/**
 * Where a `panel` widget docks, placed by the app in its layout (beside the chat, say) so the
 * panel takes its own column instead of covering the chat. `data-state` is `open` while a panel
 * is in it. Without a slot on screen the panel is fixed at the viewport's inline-end side.
 */
export const PanelSlot = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, PanelSlotProps>(function PanelSlot(
    { asChild, ...props },
    forwardedRef,
  ) {
    const { client } = useCameoContext();
    const open = useOpenWidgetState();
    const widget = open?.widget ?? '';
    const container = useWidgetContainer(widget, useWidgetDefinition(widget));
    const withdraw = useRef<(() => void) | null>(null);
    // A callback ref, so the dock is offered as soon as the element exists and withdrawn with it.
    const offer = useCallback(
      (element: HTMLDivElement | null) => {
        withdraw.current?.();
        withdraw.current = element ? panelSlotsOf(client).add(element) : null;
      },
      [client],
    );
    const ref = useMemo(() => composeRefs(forwardedRef, offer), [forwardedRef, offer]);
    const Element = asChild ? Slot : 'div';
    return <Element data-state={open && container === 'panel' ? 'open' : 'closed'} {...props} ref={ref} />;
  }),
  'Widget.PanelSlot',
);
