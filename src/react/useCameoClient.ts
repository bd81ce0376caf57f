import type { CameoClient } from '../core';
import type { WidgetDefinition } from './defineWidget';
import { useCameoContext } from './useCameoContext';

/** The provider's client: its conversation, registry, open widget and live widgets. */
export function useCameoClient(): CameoClient<WidgetDefinition> {
  return useCameoContext().client;
}
