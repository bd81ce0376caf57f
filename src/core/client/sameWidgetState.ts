import type { WidgetState } from './createLiveWidget';

/** Whether two widget states show the same thing, so a snapshot keeps its identity (no re-render). */
export function sameWidgetState(a: WidgetState, b: WidgetState): boolean {
  return (
    a.data === b.data &&
    a.status === b.status &&
    a.fetchStatus === b.fetchStatus &&
    a.error === b.error &&
    a.isFetching === b.isFetching &&
    a.streamError === b.streamError &&
    a.live === b.live
  );
}
