// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import {
  createCameoClient,
  createMemoryTransport,
  defineServerWidget,
  type Transport,
  type WidgetRender,
  type WidgetSpec,
  type WidgetUpdate,
} from '../../../src/core';

/** A client that fails fast, so no test waits for query-core's retry back-off. */
function clientWith(options: Parameters<typeof createCameoClient>[0] = {}) {
  return createCameoClient({ queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), ...options });
}

function counterBackend() {
  let count = 0;
  return createMemoryTransport({
    widgets: [
      defineServerWidget({
        id: 'counter',
        render: () => ({ count }),
        handleAction: () => ({ count: ++count }),
      }),
    ],
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await settled();
  expect(check()).toBe(true);
}

describe('createCameoClient: live widgets', () => {
  it('shares one push stream between every viewer of a widget, and closes it after the last', async () => {
    const transport = counterBackend();
    const client = clientWith({ transport });
    const viewers = [client.watchWidget('counter'), client.watchWidget('counter'), client.watchWidget('counter')];
    const stops = viewers.map((viewer) => viewer.subscribe(() => {}));
    await until(() => viewers.every((viewer) => viewer.getState().data !== undefined));
    expect(transport.subscriberCount('counter')).toBe(1);
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    stops[0]!();
    stops[1]!();
    expect(transport.subscriberCount('counter')).toBe(1);
    stops[2]!();
    expect(transport.subscriberCount('counter')).toBe(0);
  });

  it('brings every viewer the pushed update of an action', async () => {
    const transport = counterBackend();
    const client = clientWith({ transport });
    const acting = client.watchWidget('counter');
    const watching = client.watchWidget('counter');
    const stops = [acting.subscribe(() => {}), watching.subscribe(() => {})];
    await until(() => watching.getState().data !== undefined);
    const result = await acting.dispatch('add');
    expect(result).toEqual({ ok: true, value: { count: 1 } });
    await until(() => (watching.getState().data as { count: number }).count === 1);
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    for (const stop of stops) stop();
  });

  it('runs a widget’s own render once for a viewer, and reports a failure as state, not a throw', async () => {
    const render = vi.fn(async () => {
      throw new Error('backend down');
    });
    const client = clientWith({ widgets: [{ id: 'chart', component: null, render }] });
    const viewer = client.watchWidget('chart');
    const stop = viewer.subscribe(() => {});
    await until(() => viewer.getState().status === 'error');
    expect(viewer.getState().error?.message).toBe('backend down');
    expect(render).toHaveBeenCalledTimes(1);
    stop();
  });

  it('aborts a viewer’s running actions when its last subscriber leaves, and says nothing after', async () => {
    let signal: AbortSignal | undefined;
    const onAction = vi.fn();
    const widget: WidgetSpec = {
      id: 'slow',
      component: null,
      render: () => ({}),
      handleAction: (_action, _args, context) => {
        signal = context.signal;
        return new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
    };
    const client = clientWith({ widgets: [widget], onAction });
    const viewer = client.watchWidget('slow');
    const stop = viewer.subscribe(() => {});
    const outcome = viewer.dispatch('save');
    expect(viewer.getState().pendingAction).toBe('save');
    stop();
    await settled();
    expect(signal?.aborted).toBe(true);
    expect((await outcome).ok).toBe(false);
    expect(viewer.getState().failure).toBeNull();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'save', aborted: true }));
  });
});

describe('createCameoClient: opening a widget', () => {
  it('seeds a snapshot as the first paint, so no request runs', async () => {
    const transport = counterBackend();
    const client = clientWith({ transport });
    client.open({ widget: 'counter', label: 'Counter', snapshot: { data: { count: 9 } } });
    const viewer = client.watchWidget('counter');
    const stop = viewer.subscribe(() => {});
    expect(viewer.getState().data).toEqual({ count: 9 });
    await settled();
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(0);
    stop();
  });

  it('treats a null snapshot as none: the render runs (the seed sends data: nil on purpose)', async () => {
    const transport = counterBackend();
    const client = clientWith({ transport });
    client.open({ widget: 'counter', label: 'Counter', snapshot: { data: null } });
    expect(client.getOpenWidget()).toMatchObject({ widget: 'counter', label: 'Counter' });
    expect(client.getOpenWidget()).not.toHaveProperty('snapshot');
    const viewer = client.watchWidget('counter');
    const stop = viewer.subscribe(() => {});
    await until(() => viewer.getState().data !== undefined);
    expect(viewer.getState().data).toEqual({ count: 0 });
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    stop();
  });

  it('tells subscribers about each open and close, until they unsubscribe', () => {
    const client = clientWith();
    const listener = vi.fn();
    const unsubscribe = client.subscribeOpenWidget(listener);
    client.open({ widget: 'a', label: 'A' });
    client.open({ widget: 'a', label: 'A' });
    expect(client.getOpenWidget()?.session).toBe(2);
    client.close();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    client.open({ widget: 'a', label: 'A' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createCameoClient: isolation', () => {
  it('keeps its own conversation, open widget and session counter', () => {
    const one = clientWith();
    const two = clientWith();
    one.transcript.getState().append({ type: 'user', text: 'only in one' });
    one.open({ widget: 'map', label: 'Map' });
    expect(two.transcript.getState().keys).toEqual([]);
    expect(two.getOpenWidget()).toBeNull();
    two.open({ widget: 'map', label: 'Map' });
    // A module-level counter would make the second client continue where the first left off.
    expect(two.getOpenWidget()?.session).toBe(one.getOpenWidget()?.session);
  });
});

describe('createCameoClient: options after creation', () => {
  it('registers and unregisters widgets as the list changes, keeping unchanged ones', () => {
    const a: WidgetSpec = { id: 'a', component: null };
    const b: WidgetSpec = { id: 'b', component: null };
    const client = clientWith({ widgets: [a] });
    const listener = vi.fn();
    const unsubscribe = client.widgets.subscribe(listener);
    client.setOptions({ widgets: [a] });
    expect(listener).not.toHaveBeenCalled();
    client.setOptions({ widgets: [a, b] });
    expect(client.widgets.list().map((widget) => widget.id)).toEqual(['a', 'b']);
    client.setOptions({ widgets: [b] });
    expect(client.widgets.list().map((widget) => widget.id)).toEqual(['b']);
    unsubscribe();
  });

  it('moves live widgets to a new transport: the old stream closes, the new one opens', async () => {
    const first = counterBackend();
    const second = counterBackend();
    const client = clientWith({ transport: first });
    const viewer = client.watchWidget('counter');
    const stop = viewer.subscribe(() => {});
    await until(() => first.subscriberCount('counter') === 1);
    client.setOptions({ transport: second });
    expect(first.subscriberCount('counter')).toBe(0);
    expect(second.subscriberCount('counter')).toBe(1);
    stop();
    expect(second.subscriberCount('counter')).toBe(0);
  });
});

describe('createCameoClient: the conversation', () => {
  it('reads the initial transcript and later chunks as one: a later tuple answers an initial call', () => {
    const client = clientWith({ transcript: [{ type: 'tool_call', id: 'c1', name: 'board', args: {} }] });
    client.transcript.getState().appendJSON([['ok', 'Board ready', { ui: { kind: 'widget', label: 'Open board', widget: 'board' } }]]);
    const { keys, entries } = client.transcript.getState();
    const shown = keys.map((key) => entries.get(key)!);
    expect(shown.map((entry) => entry.type)).toEqual(['tool_call', 'tool_result', 'ui']);
    expect(shown[1]).toMatchObject({ toolCallId: 'c1', content: 'Board ready' });
  });
});

/** A backend under the test's control: each render waits until the test answers it. */
function heldBackend(name: string) {
  const answers: Array<(render: WidgetRender) => void> = [];
  const listeners = new Set<(update: WidgetUpdate) => void>();
  const transport: Transport = {
    listWidgets: async () => [{ id: 'board' }],
    render: () => new Promise<WidgetRender>((resolve) => answers.push(resolve)),
    action: async () => null,
    subscribe: (_widget, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    transport,
    answer: (data: unknown, version: number) => answers.shift()?.({ data: { from: name, ...(data as object) }, version }),
    push: (data: unknown, version: number) => {
      for (const listener of listeners) listener({ widget: 'board', data: { from: name, ...(data as object) }, version });
    },
    pending: () => answers.length,
  };
}

describe('createCameoClient: what lands on screen, in which order', () => {
  it('drops a render still in flight to the old transport after a switch, and takes the new one’s pushes', async () => {
    const a = heldBackend('A');
    const b = heldBackend('B');
    const client = clientWith({ transport: a.transport });
    const viewer = client.watchWidget('board');
    const stop = viewer.subscribe(() => {});
    await until(() => a.pending() === 1);
    client.setOptions({ transport: b.transport });
    a.answer({ n: 1 }, 10);
    await until(() => b.pending() === 1);
    b.answer({ n: 1 }, 1);
    await until(() => viewer.getState().data !== undefined);
    expect(viewer.getState().data).toEqual({ from: 'B', n: 1 });
    b.push({ n: 2 }, 2);
    expect(viewer.getState().data).toEqual({ from: 'B', n: 2 });
    stop();
  });

  it('keeps a launcher’s snapshot when a fetch that started before it lands', async () => {
    const backend = heldBackend('server');
    const client = clientWith({ transport: backend.transport });
    const viewer = client.watchWidget('board');
    const stop = viewer.subscribe(() => {});
    await until(() => backend.pending() === 1);
    client.open({ widget: 'board', label: 'Board', snapshot: { data: { from: 'snapshot' } } });
    backend.answer({}, 1);
    await settled();
    await settled();
    expect(viewer.getState().data).toEqual({ from: 'snapshot' });
    stop();
  });

  it('keeps a push that lands while the widget’s own, slower render is in flight', async () => {
    let finish: ((data: unknown) => void) | undefined;
    const backend = heldBackend('server');
    const client = clientWith({
      transport: backend.transport,
      widgets: [{ id: 'board', component: null, render: () => new Promise((resolve) => (finish = resolve)) }],
    });
    const viewer = client.watchWidget('board');
    const stop = viewer.subscribe(() => {});
    await until(() => finish !== undefined && viewer.getState().live);
    backend.push({ n: 2 }, 2);
    finish!({ from: 'own render', n: 1 });
    await settled();
    await settled();
    expect(viewer.getState().data).toEqual({ from: 'server', n: 2 });
    stop();
  });

  it('lets the backend replace a snapshot even at a version it sent before', async () => {
    const backend = heldBackend('server');
    const client = clientWith({ transport: backend.transport });
    const viewer = client.watchWidget('board');
    const stop = viewer.subscribe(() => {});
    await until(() => backend.pending() === 1);
    backend.answer({ n: 1 }, 5);
    await until(() => viewer.getState().data !== undefined);
    stop();
    client.open({ widget: 'board', label: 'Board', snapshot: { data: { from: 'old snapshot' } } });
    const again = client.watchWidget('board');
    const stopAgain = again.subscribe(() => {});
    expect(again.getState().data).toEqual({ from: 'old snapshot' });
    again.refetch();
    await until(() => backend.pending() === 1);
    backend.answer({ n: 1 }, 5);
    await until(() => (again.getState().data as { from: string }).from === 'server');
    stopAgain();
  });

  it('does not seed an old snapshot over live data another viewer shows', async () => {
    const backend = heldBackend('server');
    const client = clientWith({ transport: backend.transport });
    const viewer = client.watchWidget('board');
    const stop = viewer.subscribe(() => {});
    await until(() => backend.pending() === 1);
    backend.answer({ n: 1 }, 1);
    backend.push({ n: 7 }, 7);
    await until(() => (viewer.getState().data as { n: number } | undefined)?.n === 7);
    client.open({ widget: 'board', label: 'Board', snapshot: { data: { from: 'tool run', n: 0 } } });
    expect(viewer.getState().data).toEqual({ from: 'server', n: 7 });
    stop();
  });
});

describe('createCameoClient: actions and the app’s onAction', () => {
  it('keeps an action’s outcome when the app’s onAction throws, and calls it once', async () => {
    const onAction = vi.fn(() => {
      throw new Error('logger down');
    });
    const thrown: unknown[] = [];
    const onUncaught = (error: unknown) => void thrown.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const client = clientWith({ widgets: [{ id: 'w', component: null, handleAction: () => 'done' }], onAction });
      const viewer = client.watchWidget('w');
      const stop = viewer.subscribe(() => {});
      await expect(viewer.dispatch('go')).resolves.toEqual({ ok: true, value: 'done' });
      await settled();
      expect(onAction).toHaveBeenCalledTimes(1);
      expect(viewer.getState().failure).toBeNull();
      expect(thrown).toEqual([new Error('logger down')]);
      stop();
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('treats an unsubscribe followed at once by a subscribe (strict mode) as the same session', async () => {
    let signal: AbortSignal | undefined;
    const client = clientWith({
      widgets: [{ id: 'w', component: null, handleAction: (_action, _args, context) => void (signal = context.signal) }],
    });
    const viewer = client.watchWidget('w');
    viewer.subscribe(() => {})();
    const outcome = viewer.dispatch('go');
    const stop = viewer.subscribe(() => {});
    await settled();
    expect(signal?.aborted).toBe(false);
    expect((await outcome).ok).toBe(true);
    stop();
    await settled();
    expect(signal?.aborted).toBe(true);
  });

  it('names the newest running action as pending while several overlap', async () => {
    const finishers = new Map<string, () => void>();
    const client = clientWith({
      widgets: [
        {
          id: 'w',
          component: null,
          handleAction: (action) => new Promise<void>((resolve) => finishers.set(action, resolve)),
        },
      ],
    });
    const viewer = client.watchWidget('w');
    const stop = viewer.subscribe(() => {});
    const first = viewer.dispatch('archive');
    const second = viewer.dispatch('claim');
    expect(viewer.getState().pendingAction).toBe('claim');
    finishers.get('claim')!();
    await second;
    expect(viewer.getState().pendingAction).toBe('archive');
    finishers.get('archive')!();
    await first;
    expect(viewer.getState().pendingAction).toBeNull();
    stop();
  });
});
