import { forwardRef } from 'react';
import { WidgetPrimitive } from '../primitives';

export type HtmlWidgetFrameProps = WidgetPrimitive.HtmlFrameProps;

/** Untrusted HTML in a sandboxed, content-sized iframe; see `WidgetPrimitive.HtmlFrame`. */
export const HtmlWidgetFrame = forwardRef<HTMLIFrameElement, HtmlWidgetFrameProps>(function HtmlWidgetFrame(props, ref) {
  return <WidgetPrimitive.HtmlFrame data-slot="html-frame" {...props} ref={ref} />;
});
