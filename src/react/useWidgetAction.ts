import { useMemo, useSyncExternalStore } from 'react';
import type { ActionResult } from '../core';
import { useCameoClient } from './useCameoClient';
import { useWidgetInstance } from './WidgetInstanceContext';

export interface UseWidgetActionResult {
  run: (args?: unknown) => Promise<ActionResult>;
  /** True while an action fired from this control is running: this control, not the widget. */
  pending: boolean;
}

/** One control's action inside a widget: it knows when its own dispatch is pending, so only it shows busy. */
export function useWidgetAction(action: string): UseWidgetActionResult {
  const client = useCameoClient();
  const viewer = useWidgetInstance();
  const observer = useMemo(() => client.watchAction(viewer, action), [client, viewer, action]);
  const { pending } = useSyncExternalStore(observer.subscribe, observer.getState, observer.getState);
  return { run: observer.run, pending };
}
