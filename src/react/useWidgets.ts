import { useCallback, useSyncExternalStore } from 'react';
import type { WidgetDefinition } from './defineWidget';
import { useCameo } from './useCameo';

/** Every registered widget, so a UI can list and open them before any tool runs. */
export function useWidgets(): readonly WidgetDefinition[] {
  const { registry } = useCameo();
  return useSyncExternalStore(registry.subscribe, registry.list, registry.list);
}

/** One registered widget by id; undefined while none is registered under it. */
export function useWidgetDefinition(id: string): WidgetDefinition | undefined {
  const { registry } = useCameo();
  const get = useCallback(() => registry.get(id), [registry, id]);
  return useSyncExternalStore(registry.subscribe, get, get);
}
