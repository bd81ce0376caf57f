import { createCameoClient as createCoreClient, type CameoClient, type CameoClientOptions } from '../core';
import type { WidgetDefinition } from './defineWidget';

/**
 * The core client, typed for React widgets: what `<CameoProvider client>` takes. Make one to
 * share it between providers or reach it outside React (an agent loop appending to
 * `client.transcript`, a test).
 */
export function createCameoClient(options?: CameoClientOptions<WidgetDefinition>): CameoClient<WidgetDefinition> {
  return createCoreClient<WidgetDefinition>(options);
}
