import { forwardRef } from 'react';
import { WidgetPrimitive } from '../primitives';

export type WidgetActionButtonProps = WidgetPrimitive.ActionButtonProps;

/** A button inside a widget that dispatches a human action and shows its own pending state. */
export const WidgetActionButton = forwardRef<HTMLButtonElement, WidgetActionButtonProps>(function WidgetActionButton(
  props,
  ref,
) {
  return <WidgetPrimitive.ActionButton data-slot="widget-action" {...props} ref={ref} />;
});
