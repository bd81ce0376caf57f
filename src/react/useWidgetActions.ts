import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionResult, WidgetDefinition } from './defineWidget';
import { toError } from '../core';
import { useCameo } from './useCameo';

export interface WidgetActions {
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
  pendingAction: string | null;
  /** The last failed action, shown by the host until dismissed or another action succeeds. */
  failure: { action: string; error: Error } | null;
  dismissFailure: () => void;
}

/**
 * Runs human actions through the widget's `handleAction` (or the transport's), never through
 * the model. In-flight actions are aborted on unmount, and no state is set after it. The app's
 * `onAction` hears every outcome.
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

  const { transport, onAction } = useCameo();
  const ownHandler = definition?.handleAction;
  const dispatch = useCallback(
    async (action: string, args?: unknown): Promise<ActionResult> => {
      const signal = controller.current?.signal ?? AbortSignal.abort();
      const settle = (result: ActionResult) => {
        if (!signal.aborted) setFailure(result.ok ? null : { action, error: result.error });
        onAction?.({ widget: id, action, args, result });
        return result;
      };
      const handle = ownHandler
        ? (context: { widget: string; signal: AbortSignal }) => ownHandler(action, args, context)
        : transport
          ? (context: { signal: AbortSignal }) => transport.action(id, action, args, context)
          : null;
      if (!handle) return settle({ ok: false, error: new Error(`Widget "${id}" does not handle actions.`) });

      setPending((last) => ({ action, count: (last?.count ?? 0) + 1 }));
      try {
        return settle({ ok: true, value: await handle({ widget: id, signal }) });
      } catch (cause) {
        return settle({ ok: false, error: toError(cause) });
      } finally {
        if (!signal.aborted) setPending((last) => (last && last.count > 1 ? { ...last, count: last.count - 1 } : null));
      }
    },
    [ownHandler, transport, onAction, id],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { dispatch, pendingAction: pending?.action ?? null, failure, dismissFailure };
}
