import { forwardRef } from 'react';
import { Body, type BodyProps } from '../primitives/widget/Body';

export type WidgetBodyProps = Omit<BodyProps, 'asChild'>;

/** A widget, or the message for why it cannot show (loading, errors, unknown id, crash). */
export const WidgetBody = forwardRef<HTMLDivElement, WidgetBodyProps>(function WidgetBody(props, ref) {
  return <Body data-slot="widget-body" {...props} ref={ref} />;
});
