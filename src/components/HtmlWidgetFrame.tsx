import { forwardRef, useContext, useState } from 'react';

import { CameoContext, defaultLabels } from '../react';
import { HtmlFrame as WidgetPrimitiveHtmlFrame, type HtmlFrameProps as WidgetPrimitiveHtmlFrameProps } from '../primitives/widget/HtmlFrame';

export type HtmlWidgetFrameProps = WidgetPrimitiveHtmlFrameProps;

/**
 * Untrusted HTML in a sandboxed, content-sized iframe; see `WidgetPrimitiveHtmlFrame`. Under
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
      <WidgetPrimitiveHtmlFrame
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
