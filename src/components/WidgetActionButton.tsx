import { forwardRef } from 'react';
import { ActionButton as WidgetPrimitiveActionButton, type ActionButtonProps as WidgetPrimitiveActionButtonProps } from '../primitives/widget/ActionButton';

export type WidgetActionButtonProps = WidgetPrimitiveActionButtonProps;

/** A button inside a widget that dispatches a human action and shows its own pending state. */
export const WidgetActionButton = forwardRef<HTMLButtonElement, WidgetActionButtonProps>(function WidgetActionButton(
  props,
  ref,
) {
  return <WidgetPrimitiveActionButton data-slot="widget-action" {...props} ref={ref} />;
});
