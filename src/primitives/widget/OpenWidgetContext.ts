import { createContext, useContext } from 'react';
import type { OpenWidget, WidgetContainer } from '../../core';
import type { WidgetDefinition } from '../../react';

export interface OpenWidgetValue {
  open: OpenWidget;
  definition: WidgetDefinition | undefined;
  container: WidgetContainer;
}

/** The widget the host is showing, for the parts of its container. */
export const OpenWidgetContext = createContext<OpenWidgetValue | null>(null);

export function useOpenWidget(): OpenWidgetValue | null {
  return useContext(OpenWidgetContext);
}
