import { forwardRef, type HTMLAttributes } from 'react';
import { WidgetBody } from './WidgetBody';

export interface WidgetViewProps extends HTMLAttributes<HTMLElement> {
  widget: string;
  /** Called when the widget asks to close (its `close` prop, or the crash fallback). */
  onClose?: () => void;
}

/**
 * A widget drawn inline, outside the host's dialog: a dashboard tile, a side panel. Any number
 * can be on screen; each stays current through pushed updates while mounted.
 */
export const WidgetView = forwardRef<HTMLElement, WidgetViewProps>(function WidgetView(
  { widget, onClose = () => {}, ...props },
  ref,
) {
  return (
    <section data-slot="widget-view" data-widget={widget} {...props} ref={ref}>
      <WidgetBody widget={widget} onClose={onClose} />
    </section>
  );
});
