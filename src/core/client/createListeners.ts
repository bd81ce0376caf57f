import { createSubscribable } from '../createSubscribable';

/**
 * The former listener set, kept only for `src/ag-ui/connectAGUIAgent.ts` until it moves to
 * `createSubscribable` (`add` is its `subscribe`); delete this file then.
 * @deprecated Use `createSubscribable`.
 */
export function createListeners(): { add(listener: () => void): () => void; notify(): void } {
  const listeners = createSubscribable();
  return { add: listeners.subscribe, notify: listeners.notify };
}
