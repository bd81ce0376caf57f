import { useSyncExternalStore } from 'react';
import type { BackendWidgetsState } from '../core';
import { useCameoClient } from './useCameoClient';

/** The widgets the transport's backend knows, fetched once per stale time; empty without one. */
export function useBackendWidgets(): BackendWidgetsState {
  const { backendWidgets } = useCameoClient();
  return useSyncExternalStore(backendWidgets.subscribe, backendWidgets.getState, backendWidgets.getState);
}
