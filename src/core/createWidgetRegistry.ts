import { createSubscribable } from './createSubscribable';
import type { WidgetSpec } from './WidgetSpec';

export interface WidgetRegistry<W extends { id: string } = WidgetSpec> {
  /**
   * Adds a widget and returns its unregister. Registering an id again replaces its definition
   * (the last registration wins, as after a hot reload); the replaced registration's unregister
   * then does nothing, so it can never remove its successor.
   */
  register(widget: W): () => void;
  get(id: string): W | undefined;
  /** A stable array until the registry changes, so it can feed `useSyncExternalStore`. */
  list(): readonly W[];
  /** Calls `listener` after each register or unregister; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createWidgetRegistry<W extends { id: string } = WidgetSpec>(
  widgets: readonly W[] = [],
): WidgetRegistry<W> {
  const byId = new Map<string, W>();
  const registrations = new Map<string, symbol>();
  const listeners = createSubscribable();
  let snapshot: readonly W[] = [];

  const changed = () => {
    snapshot = [...byId.values()];
    listeners.notify();
  };

  const register = (widget: W) => {
    if (typeof widget.id !== 'string' || widget.id === '') {
      throw new Error('A widget needs a non-empty string id.');
    }
    const { id } = widget;
    const registration = Symbol(id);
    byId.set(id, widget);
    registrations.set(id, registration);
    changed();
    return () => {
      // Only the registration that added this definition may remove it, and only once: a stale
      // unregister must not remove a later registration, even of the same object.
      if (registrations.get(id) !== registration) return;
      byId.delete(id);
      registrations.delete(id);
      changed();
    };
  };

  for (const widget of widgets) register(widget);

  return {
    register,
    get: (id) => byId.get(id),
    list: () => snapshot,
    subscribe: listeners.subscribe,
  };
}
