import { useCallback } from 'react';
import type { ActionResult, WidgetViewState } from '../core';
import type { WidgetDefinition } from './defineWidget';
import { useCameoContext } from './useCameoContext';
import { useOpenWidgetState } from './useOpenWidgetState';
import { useWidgetObserver } from './useWidgetObserver';
import { useWidgetDefinition } from './useWidgets';

export interface UseWidgetResult extends WidgetViewState {
  definition: WidgetDefinition | undefined;
  refetch: () => void;
  isOpen: boolean;
  /** Opens the widget in the host; a snapshot, when given, is the first paint. */
  open: (options?: { label?: string; snapshot?: { data: unknown }; launcherKey?: string }) => void;
  /** Closes the host if it shows this widget. */
  close: () => void;
  /** Sends a human action to the widget's `handleAction` (or the backend). Never reaches the model. */
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
  dismissFailure: () => void;
}

/**
 * One widget's data, actions and open state, for apps building their own parts. It is a viewer
 * like any container: it paints from the cache or `render`, and gets pushed updates while mounted.
 */
export function useWidget(id: string): UseWidgetResult {
  const { client, openWidget } = useCameoContext();
  const definition = useWidgetDefinition(id);
  const [observer, state] = useWidgetObserver(id);
  const isOpen = useOpenWidgetState()?.widget === id;
  const open = useCallback<UseWidgetResult['open']>(
    (options = {}) => openWidget({ ...options, widget: id, label: options.label ?? id }),
    [openWidget, id],
  );
  // Closes this widget only: another one open in the host stays open.
  const close = useCallback(() => {
    if (client.getOpenWidget()?.widget === id) client.close();
  }, [client, id]);
  return {
    ...state,
    definition,
    isOpen,
    open,
    close,
    refetch: observer.refetch,
    dispatch: observer.dispatch,
    dismissFailure: observer.dismissFailure,
  };
}
