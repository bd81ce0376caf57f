import { forwardRef } from 'react';
import { PanelSlot as WidgetPrimitivePanelSlot, type PanelSlotProps as WidgetPrimitivePanelSlotProps } from '../primitives/widget/PanelSlot';

export type WidgetPanelProps = Omit<WidgetPrimitivePanelSlotProps, 'asChild'>;

/**
 * The column a `panel` widget docks into. Place it beside the chat (a flex row, a grid column):
 * it takes no room while no panel is open, and the chat keeps the rest. Without it on screen a
 * panel is fixed at the viewport's inline-end side, over the chat.
 */
export const WidgetPanel = forwardRef<HTMLDivElement, WidgetPanelProps>(function WidgetPanel(props, ref) {
  return <WidgetPrimitivePanelSlot data-slot="widget-panel" {...props} ref={ref} />;
});
