import type { Transport, WidgetRender, WidgetUpdate } from '../../src';
import { deferred } from './renderCameo';

/**
 * A transport under the test's full control: each render waits for the test to answer it, and
 * the test emits pushes with whatever version it likes (stale ones included).
 */
export function fakeTransport() {
  const listeners = new Map<string, Set<(update: WidgetUpdate) => void>>();
  const renders: Array<{ widget: string; answer: ReturnType<typeof deferred<WidgetRender>> }> = [];
  const transport: Transport = {
    listWidgets: async () => [],
    render: (widget) => {
      const answer = deferred<WidgetRender>();
      renders.push({ widget, answer });
      return answer.promise;
    },
    action: async () => null,
    subscribe: (widget, listener) => {
      const set = listeners.get(widget) ?? new Set();
      listeners.set(widget, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  return {
    transport,
    renders,
    emit: (update: WidgetUpdate) => listeners.get(update.widget)?.forEach((listener) => listener(update)),
    live: (widget: string) => listeners.get(widget)?.size ?? 0,
  };
}
