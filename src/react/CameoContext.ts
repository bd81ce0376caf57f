import { createContext } from 'react';
import type { CameoClient, OpenWidgetRequest } from '../core';
import type { CameoLabels } from './CameoLabels';
import type { WidgetDefinition } from './defineWidget';

/** What the provider gives every part: the core client plus what only a React tree has. */
export interface CameoContextValue {
  client: CameoClient<WidgetDefinition>;
  /** Every built-in string, defaults merged with the app's `labels`. */
  labels: CameoLabels;
  /** Media query under which a drawer opens fullscreen instead. */
  narrowViewport: string;
  /** Text direction for containers, which portal out of the app's tree. */
  dir: 'ltr' | 'rtl' | undefined;
  /** Opens a widget and remembers what had focus, to return it there on close. */
  openWidget: (request: OpenWidgetRequest) => void;
  /** Lets the host find a launcher to return focus to; returns the unregister. */
  registerLauncher: (key: string, element: HTMLElement) => () => void;
  getLauncher: (key: string) => HTMLElement | undefined;
  /** What had focus when the open widget was opened, for when its launcher is gone. */
  getOpener: () => HTMLElement | null;
}

export const CameoContext = createContext<CameoContextValue | null>(null);
