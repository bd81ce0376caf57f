import { useSyncExternalStore } from 'react';
import { useCameoContext } from '../../react';
import { panelSlotsOf } from './panelSlots';

/** The element the panel docks into, or null when the app placed no `PanelSlot`. */
export function usePanelSlot(): HTMLElement | null {
  const { client } = useCameoContext();
  const slots = panelSlotsOf(client);
  return useSyncExternalStore(slots.subscribe, slots.get, () => null);
}
