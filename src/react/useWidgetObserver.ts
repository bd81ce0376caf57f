import { useMemo, useSyncExternalStore } from 'react';
import type { WidgetObserver, WidgetViewState } from '../core';
import { useCameoClient } from './useCameoClient';

/** A viewer of one widget for as long as the component is mounted; see `WidgetObserver`. */
export function useWidgetObserver(id: string): [WidgetObserver, WidgetViewState] {
  const client = useCameoClient();
  const observer = useMemo(() => client.watchWidget(id), [client, id]);
  const state = useSyncExternalStore(observer.subscribe, observer.getState, observer.getState);
  return [observer, state];
}
