// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import { createCameoClient, createMemoryTransport, defineServerWidget, type WidgetSpec } from '../../../src/core';

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
    expect(signal?.aborted).toBe(true);
    expect((await outcome).ok).toBe(false);
    expect(viewer.getState().failure).toBeNull();
    expect(onAction).toHaveBeenCalledTimes(1);
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
