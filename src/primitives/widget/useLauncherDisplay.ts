import type { WidgetDisplay, WidgetLauncherContent } from '../../core';
import { useWidgetDefinition } from '../../react';

/** How a launcher shows: its own `display`, else its widget's, else a button. */
export function useLauncherDisplay(launcher: WidgetLauncherContent): WidgetDisplay {
  const definition = useWidgetDefinition(launcher.widget);
  return launcher.display ?? definition?.display ?? 'launcher';
}
