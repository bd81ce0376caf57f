import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type WidgetLauncherProps = TranscriptPrimitive.LauncherProps;

/** A button that opens the launcher's widget in the host, seeded with its snapshot if any. */
export const WidgetLauncher = forwardRef<HTMLButtonElement, WidgetLauncherProps>(function WidgetLauncher(props, ref) {
  return <TranscriptPrimitive.Launcher data-slot="widget-launcher" {...props} ref={ref} />;
});
