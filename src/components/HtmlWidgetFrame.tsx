import { forwardRef, useContext, useState } from 'react';
import { WidgetPrimitive } from '../primitives';
import { CameoContext, defaultLabels } from '../react';

export type HtmlWidgetFrameProps = WidgetPrimitive.HtmlFrameProps;

/**
 * Untrusted HTML in a sandboxed, content-sized iframe; see `WidgetPrimitive.HtmlFrame`. Under
 * the frame, a status region says how many of its actions were ignored (sent without a click, or
 * too fast), once there are any.
 */
export const HtmlWidgetFrame = forwardRef<HTMLIFrameElement, HtmlWidgetFrameProps>(function HtmlWidgetFrame(
  { onActionsDropped, ...props },
  ref,
) {
  const labels = useContext(CameoContext)?.labels ?? defaultLabels;
  const [dropped, setDropped] = useState(0);
  return (
    <>
      <WidgetPrimitive.HtmlFrame
        data-slot="html-frame"
        {...props}
        onActionsDropped={(count) => {
          setDropped((total) => total + count);
          onActionsDropped?.(count);
        }}
        ref={ref}
      />
      {/* Always there, empty until needed, so the first count is announced as it appears. */}
      <div role="status" data-slot="html-frame-notice">
        {dropped === 0 ? null : labels.frameActionsDropped(dropped)}
      </div>
    </>
  );
});
