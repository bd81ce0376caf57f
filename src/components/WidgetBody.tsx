import { forwardRef } from 'react';
import { WidgetPrimitive } from '../primitives';

export type WidgetBodyProps = Omit<WidgetPrimitive.BodyProps, 'asChild'>;

/** A widget, or the message for why it cannot show (loading, errors, unknown id, crash). */
export const WidgetBody = forwardRef<HTMLDivElement, WidgetBodyProps>(function WidgetBody(props, ref) {
  return <WidgetPrimitive.Body data-slot="widget-body" {...props} ref={ref} />;
});
