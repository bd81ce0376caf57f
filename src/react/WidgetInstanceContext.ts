import { createContext, useContext } from 'react';
import type { WidgetObserver } from '../core';

/** The widget being drawn, for controls deep inside it that dispatch actions. */
export const WidgetInstanceContext = createContext<WidgetObserver | null>(null);

export function useWidgetInstance(): WidgetObserver {
  const instance = useContext(WidgetInstanceContext);
  if (instance === null) throw new Error('Widget actions must be used inside a widget rendered by Cameo.');
  return instance;
}
