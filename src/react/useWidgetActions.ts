import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionResult, WidgetDefinition } from './defineWidget';

export interface WidgetActions {
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
  pendingAction: string | null;
  /** The last failed action, shown by the host until dismissed or another action succeeds. */
  failure: { action: string; error: Error } | null;
  dismissFailure: () => void;
}

/**
 * Runs human actions through the widget's `handleAction`, never through the model. In-flight
 * actions are aborted on unmount, and no state is set after it.
 */
export function useWidgetActions(id: string, definition: WidgetDefinition | undefined): WidgetActions {
  const [pending, setPending] = useState<{ action: string; count: number } | null>(null);
  const [failure, setFailure] = useState<WidgetActions['failure']>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const handleAction = definition?.handleAction;
  const dispatch = useCallback(
    async (action: string, args?: unknown): Promise<ActionResult> => {
      const signal = controller.current?.signal ?? AbortSignal.abort();
      if (!handleAction) {
        const error = new Error(`Widget "${id}" does not handle actions.`);
        if (!signal.aborted) setFailure({ action, error });
        return { ok: false, error };
      }
      setPending((last) => ({ action, count: (last?.count ?? 0) + 1 }));
      try {
        const value = await handleAction(action, args, { widget: id, signal });
        if (!signal.aborted) setFailure(null);
        return { ok: true, value };
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        if (!signal.aborted) setFailure({ action, error });
        return { ok: false, error };
      } finally {
        if (!signal.aborted) setPending((last) => (last && last.count > 1 ? { ...last, count: last.count - 1 } : null));
      }
    },
    [handleAction, id],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { dispatch, pendingAction: pending?.action ?? null, failure, dismissFailure };
}
