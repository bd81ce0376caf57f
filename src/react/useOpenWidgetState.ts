import { useSyncExternalStore } from 'react';
import type { OpenWidget } from '../core';
import { useCameoClient } from './useCameoClient';

/** The widget open in the host, if any. */
export function useOpenWidgetState(): OpenWidget | null {
  const client = useCameoClient();
  return useSyncExternalStore(client.subscribeOpenWidget, client.getOpenWidget, client.getOpenWidget);
}
