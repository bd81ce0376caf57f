import { delay } from '../delay';
import type { ActionValidators } from './compileActionValidators';
import type { ServerWidget } from './ServerWidget';
import type { Transport, WidgetRender, WidgetUpdate } from './Transport';
import { WidgetError } from './WidgetError';

type Method = 'listWidgets' | 'render' | 'action';

export interface MemoryTransportOptions {
  widgets: readonly ServerWidget[];
  /** Milliseconds every request waits before it runs; 0 answers in a microtask. */
  latency?: number;
}

export interface MemoryTransport extends Transport {
  /** Pushes `data` as the widget's next version to every subscriber; returns the update. */
  push(widget: string, data: unknown): WidgetUpdate;
  /** Renders the widget and pushes the result, as a server does after its state changes. */
  broadcast(widget: string): Promise<WidgetUpdate>;
  /** Makes the next call of `method` (for `widget`, or any) reject with `error`. */
  failNext(method: Method, error: Error, widget?: string): void;
  /** Makes every call of `method` hang until `release()` is called; returns release. */
  hold(method: Method): () => void;
  setLatency(ms: number): void;
  /** Live subscriptions, for one widget or all: tests use it to prove cleanups run. */
  subscriberCount(widget?: string): number;
  /** Calls made so far, for tests asserting which requests ran. */
  readonly calls: ReadonlyArray<{ method: Method; widget?: string; action?: string; args?: unknown }>;
}

/**
 * An in-process backend for tests, stories and demos. Scripted pushes, failures and delays; an
 * action that succeeds is followed by a broadcast, as the reference server does.
 */
export function createMemoryTransport({ widgets, latency = 0 }: MemoryTransportOptions): MemoryTransport {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const versions = new Map<string, number>();
  const listeners = new Map<string, Set<(update: WidgetUpdate) => void>>();
  const failures: Array<{ method: Method; error: Error; widget?: string }> = [];
  const holds = new Map<Method, Promise<void>>();
  const calls: Array<{ method: Method; widget?: string; action?: string; args?: unknown }> = [];
  let latencyMs = latency;

  // Ajv is loaded only when a widget declares action schemas: most stories and tests have none,
  // and a bundle that never needs it should not carry it.
  let validators: Promise<ReadonlyMap<string, ActionValidators>> | undefined;
  const checkArgs = async (widget: ServerWidget, action: string, args: unknown) => {
    if (!widget.actions) return;
    validators ??= import('./compileActionValidators').then(({ compileActionValidators }) =>
      compileActionValidators(byId.values(), 'createMemoryTransport'),
    );
    const validate = (await validators).get(widget.id)?.get(action);
    // With schemas declared, the list is the whole API, as on the reference server.
    if (!validate) throw new WidgetError(`unknown action "${action}"`, 404);
    const problem = validate(args);
    if (problem) throw new WidgetError(problem, 400);
  };

  const widgetOrThrow = (id: string) => {
    const widget = byId.get(id);
    if (!widget) throw new WidgetError(`unknown widget "${id}"`, 404);
    return widget;
  };
  const version = (id: string) => versions.get(id) ?? 1;
  const nextVersion = (id: string) => {
    const next = version(id) + 1;
    versions.set(id, next);
    return next;
  };

  /** Every request goes through here: recorded, delayed, held or failed as scripted. */
  async function request<T>(method: Method, widget: string | undefined, signal: AbortSignal | undefined, run: () => T | Promise<T>) {
    const held = holds.get(method);
    // A held request still answers its abort signal, so closing a widget mid-hold settles it.
    if (held) await (signal ? Promise.race([held, aborted(signal)]) : held);
    if (latencyMs > 0) await delay(latencyMs, signal);
    signal?.throwIfAborted();
    const index = failures.findIndex((failure) => failure.method === method && (failure.widget ?? widget) === widget);
    if (index >= 0) throw failures.splice(index, 1)[0]!.error;
    return run();
  }

  const push = (widget: string, data: unknown): WidgetUpdate => {
    const update = { widget, data, version: nextVersion(widget) };
    for (const listener of [...(listeners.get(widget) ?? [])]) listener(update);
    return update;
  };

  const renderNow = async (id: string, signal: AbortSignal): Promise<WidgetRender> => {
    const current = version(id);
    return { data: await widgetOrThrow(id).render({ widget: id, signal }), version: current };
  };

  return {
    calls,
    listWidgets: ({ signal } = {}) => {
      calls.push({ method: 'listWidgets' });
      return request('listWidgets', undefined, signal, () =>
        widgets.map(({ id, container, title }) => ({ id, ...(container && { container }), ...(title && { title }) })),
      );
    },
    render: (widget, { signal } = {}) => {
      calls.push({ method: 'render', widget });
      return request('render', widget, signal, () => renderNow(widget, signal ?? new AbortController().signal));
    },
    action: (widget, action, args, { signal } = {}) => {
      calls.push({ method: 'action', widget, action, args });
      return request('action', widget, signal, async () => {
        const definition = widgetOrThrow(widget);
        if (!definition.handleAction) throw new WidgetError(`widget "${widget}" has no actions`, 404);
        await checkArgs(definition, action, args);
        const result = await definition.handleAction(action, args, { widget, signal: signal ?? new AbortController().signal });
        push(widget, await definition.render({ widget, signal: new AbortController().signal }));
        return result;
      });
    },
    subscribe: (widget, listener) => {
      const set = listeners.get(widget) ?? new Set();
      listeners.set(widget, set);
      // A wrapper per call, so subscribing the same function twice is two subscriptions.
      const entry = (update: WidgetUpdate) => listener(update);
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0) listeners.delete(widget);
      };
    },
    push,
    broadcast: async (widget) => push(widget, (await renderNow(widget, new AbortController().signal)).data),
    failNext: (method, error, widget) => void failures.push({ method, error, ...(widget && { widget }) }),
    hold: (method) => {
      let release!: () => void;
      holds.set(method, new Promise((resolve) => (release = resolve)));
      return () => {
        holds.delete(method);
        release();
      };
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    subscriberCount: (widget) =>
      widget === undefined
        ? [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
        : (listeners.get(widget)?.size ?? 0),
  };
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
