import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionResult } from './defineWidget';
import { useWidgetInstance } from './WidgetInstanceContext';

export interface UseWidgetActionResult {
  run: (args?: unknown) => Promise<ActionResult>;
  /** True while an action fired from this control is running: this control, not the widget. */
  pending: boolean;
}

/** One control's action: it knows when its own dispatch is pending, so only it shows busy. */
export function useWidgetAction(action: string): UseWidgetActionResult {
  const { dispatch } = useWidgetInstance();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (args?: unknown) => {
      setInFlight((count) => count + 1);
      try {
        return await dispatch(action, args);
      } finally {
        if (mounted.current) setInFlight((count) => count - 1);
      }
    },
    [dispatch, action],
  );
  return { run, pending: inFlight > 0 };
}
