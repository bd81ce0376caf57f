import { useCallback, useSyncExternalStore } from 'react';
import type { WidgetDefinition } from './defineWidget';
import { useCameoClient } from './useCameoClient';

/** Every registered widget, so a UI can list and open them before any tool runs. */
export function useWidgets(): readonly WidgetDefinition[] {
  const { widgets } = useCameoClient();
  return useSyncExternalStore(widgets.subscribe, widgets.list, widgets.list);
}

/** One registered widget by id; undefined while none is registered under it. */
export function useWidgetDefinition(id: string): WidgetDefinition | undefined {
  const { widgets } = useCameoClient();
  const get = useCallback(() => widgets.get(id), [widgets, id]);
  return useSyncExternalStore(widgets.subscribe, get, get);
}
