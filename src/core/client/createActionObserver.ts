import { MutationObserver, type QueryClient } from '@tanstack/query-core';
import type { ActionResult } from './ActionResult';
import type { WidgetObserver } from './createWidgetObserver';

export interface ActionState {
  /** True while an action fired from this control runs: this control, not the whole widget. */
  pending: boolean;
}

/** One control's action (a button in a widget), with its own pending state, as a query-core mutation. */
export interface ActionObserver {
  getState(): ActionState;
  subscribe(listener: () => void): () => void;
  run(args?: unknown): Promise<ActionResult>;
}

export function createActionObserver(queryClient: QueryClient, viewer: WidgetObserver, action: string): ActionObserver {
  // `dispatch` never rejects, so the mutation never fails: failures are the viewer's to show.
  const observer = new MutationObserver<ActionResult, Error, unknown>(queryClient, {
    mutationFn: (args) => viewer.dispatch(action, args),
    // Actions may be local (a widget's own handleAction); offline is theirs to report.
    networkMode: 'always',
  });
  let state: ActionState = { pending: false };
  const read = () => {
    const pending = observer.getCurrentResult().isPending;
    if (pending !== state.pending) state = { pending };
    return state;
  };
  return {
    getState: read,
    subscribe: (listener) => observer.subscribe(() => listener()),
    run: (args) => observer.mutate(args),
  };
}
