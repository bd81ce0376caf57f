import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { OpenWidgetRequest, TranscriptStore, WidgetRegistry } from '../core';
import type { WidgetDefinition } from './defineWidget';

export interface CameoContextValue {
  store: TranscriptStore;
  registry: WidgetRegistry<WidgetDefinition>;
  queryClient: QueryClient;
  /** How long fetched widget data counts as fresh, in ms. */
  staleTime: number;
  /** Seeds the cache with the launcher's snapshot (if any), then opens the widget. */
  openWidget: (request: OpenWidgetRequest) => void;
  closeWidget: () => void;
  /** Lets the host find a launcher to return focus to; returns the unregister. */
  registerLauncher: (key: string, element: HTMLElement) => () => void;
  getLauncher: (key: string) => HTMLElement | undefined;
}

export const CameoContext = createContext<CameoContextValue | null>(null);
