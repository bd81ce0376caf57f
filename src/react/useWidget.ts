import { useCallback } from 'react';
import { useStore } from 'zustand';
import type { WidgetDefinition, ActionResult, WidgetStatus } from './defineWidget';
import { useCameo } from './useCameo';
import { useWidgetActions } from './useWidgetActions';
import { useWidgetData } from './useWidgetData';
import { useWidgetDefinition } from './useWidgets';

export interface UseWidgetResult {
  definition: WidgetDefinition | undefined;
  data: unknown;
  status: WidgetStatus;
  error: Error | null;
  isFetching: boolean;
  refetch: () => void;
  isOpen: boolean;
  /** Opens the widget in the host; a snapshot, when given, is the first paint. */
  open: (options?: { label?: string; snapshot?: { data: unknown }; launcherKey?: string }) => void;
  close: () => void;
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
  pendingAction: string | null;
}

/**
 * One widget's data, actions and open state, for apps building their own parts. Subscribing
 * runs the widget's `render` when its data is missing or stale, like any react-query observer.
 */
export function useWidget(id: string): UseWidgetResult {
  const { store, openWidget, closeWidget } = useCameo();
  const definition = useWidgetDefinition(id);
  const query = useWidgetData(id, definition);
  const actions = useWidgetActions(id, definition);
  const isOpen = useStore(store, (state) => state.openWidget?.widget === id);
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  const open = useCallback<UseWidgetResult['open']>(
    (options = {}) => openWidget({ ...options, widget: id, label: options.label ?? id }),
    [openWidget, id],
  );
  return {
    definition,
    data: query.data,
    status: query.status,
    error: query.error,
    isFetching: query.isFetching,
    refetch,
    isOpen,
    open,
    close: closeWidget,
    dispatch: actions.dispatch,
    pendingAction: actions.pendingAction,
  };
}
