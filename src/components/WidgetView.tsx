import { forwardRef, type HTMLAttributes } from 'react';

import { WidgetLaunchContext } from '../react';
import { Body as WidgetPrimitiveBody } from '../primitives/widget/Body';

export interface WidgetViewProps extends HTMLAttributes<HTMLElement> {
  widget: string;
  /** Called when the widget asks to close (its `close` prop, or the crash fallback). */
  onClose?: () => void;
}

const ignore = () => {};

/**
 * A widget drawn inline, outside the host's dialog: a dashboard tile, a side panel. Any number
 * can be on screen; each stays current through pushed updates while mounted.
 */
export const WidgetView = forwardRef<HTMLElement, WidgetViewProps>(function WidgetView(
  { widget, onClose = ignore, ...props },
  ref,
) {
  return (
    <section data-slot="widget-view" data-widget={widget} {...props} ref={ref}>
      {/* Drawn for no launcher, even inside another widget's view: it shows the widget's data. */}
      <WidgetLaunchContext.Provider value={null}>
        <WidgetPrimitiveBody data-slot="widget-body" widget={widget} onClose={onClose} />
      </WidgetLaunchContext.Provider>
    </section>
  );
});
