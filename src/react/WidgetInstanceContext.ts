import { createContext, useContext } from 'react';
import type { ActionResult } from './defineWidget';

export interface WidgetInstance {
  widget: string;
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
}

/** The widget being drawn, for controls deep inside it that dispatch actions. */
export const WidgetInstanceContext = createContext<WidgetInstance | null>(null);

export function useWidgetInstance(): WidgetInstance {
  const instance = useContext(WidgetInstanceContext);
  if (instance === null) throw new Error('Widget actions must be used inside a widget rendered by Cameo.');
  return instance;
}
