import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { OpenWidgetRequest, SharedRequests, Transport, TranscriptStore, VersionBook, WidgetRegistry } from '../core';
import type { CameoLabels } from './CameoLabels';
import type { ActionEvent, WidgetDefinition } from './defineWidget';

export interface CameoContextValue {
  store: TranscriptStore;
  registry: WidgetRegistry<WidgetDefinition>;
  queryClient: QueryClient;
  /** The backend for widgets without their own `render` or `handleAction`, and for pushes. */
  transport: Transport | null;
  /** The newest data version per widget, so stale renders and pushes never win. */
  versions: VersionBook;
  /** Widget fetches in flight, shared so a quick close and re-open makes no second request. */
  requests: SharedRequests;
  /** How long fetched widget data counts as fresh, in ms. */
  staleTime: number;
  /** Media query under which a drawer opens fullscreen instead. */
  narrowViewport: string;
  /** Text direction for containers, which portal out of the app's tree. */
  dir: 'ltr' | 'rtl' | undefined;
  onAction: ((event: ActionEvent) => void) | undefined;
  /** Every built-in string, defaults merged with the app's `labels`. */
  labels: CameoLabels;
  /** Seeds the cache with the launcher's snapshot (if any), then opens the widget. */
  openWidget: (request: OpenWidgetRequest) => void;
  closeWidget: () => void;
  /** Lets the host find a launcher to return focus to; returns the unregister. */
  registerLauncher: (key: string, element: HTMLElement) => () => void;
  getLauncher: (key: string) => HTMLElement | undefined;
  /** What had focus when the open widget was opened, for when its launcher is gone. */
  getOpener: () => HTMLElement | null;
}

export const CameoContext = createContext<CameoContextValue | null>(null);
