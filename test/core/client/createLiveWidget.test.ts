// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import { createCameoClient, type Transport, type WidgetRender, type WidgetUpdate } from '../../../src/core';

// The interleavings of a render, a push and a launcher's snapshot on one live widget. A render's
// answer reaches the cache several microtasks after it was checked against what is on screen; a
// push can land in any of them, so each case tries every gap up to `GAPS` microtasks.
const GAPS = 16;

function clientWith(transport: Transport) {
  return createCameoClient({ transport, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
}

/** A backend whose renders wait for `answer`, and whose pushes the test sends. */
function heldBackend() {
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
    answer: (n: number, version: number) => answers.shift()?.({ data: { from: 'render', n }, version }),
    push: (n: number, version: number) => {
      for (const listener of listeners) listener({ widget: 'board', data: { from: 'push', n }, version });
    },
    pending: () => answers.length,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await settled();
  expect(check()).toBe(true);
}

/** A viewer of `board` whose first render is in flight. */
async function viewing() {
  const backend = heldBackend();
  const client = clientWith(backend.transport);
  const viewer = client.watchWidget('board');
  const stop = viewer.subscribe(() => {});
  await until(() => backend.pending() === 1 && viewer.getState().live);
  return { backend, client, viewer, stop };
}

/** What the widget shows once everything in flight has landed. */
async function shown(viewer: { getState(): { data: unknown } }) {
  for (let at = 0; at < 5; at += 1) await settled();
  return viewer.getState().data;
}

describe('createLiveWidget: a render, a push and a snapshot in every order', () => {
  it('keeps a newer push that lands while the render’s older answer is on its way to the cache', async () => {
    for (let gap = 0; gap <= GAPS; gap += 1) {
      const { backend, viewer, stop } = await viewing();
      backend.answer(1, 5);
      // One microtask per step, inline (a helper's own await would add more); gap 0 pushes at
      // once, before the render's answer is even read.
      for (let at = 0; at < gap; at += 1) await Promise.resolve();
      backend.push(2, 6);
      expect({ gap, data: await shown(viewer) }).toEqual({ gap, data: { from: 'push', n: 2 } });
      stop();
    }
  });

  it('keeps a push that lands after a snapshot while the render the snapshot cancelled is still landing', async () => {
    for (let gap = 0; gap <= GAPS; gap += 1) {
      const { backend, client, viewer, stop } = await viewing();
      client.open({ widget: 'board', label: 'Board', snapshot: { data: { from: 'snapshot' } } });
      backend.answer(1, 5);
      // One microtask per step, inline (a helper's own await would add more); gap 0 pushes at
      // once, before the render's answer is even read.
      for (let at = 0; at < gap; at += 1) await Promise.resolve();
      backend.push(2, 6);
      expect({ gap, data: await shown(viewer) }).toEqual({ gap, data: { from: 'push', n: 2 } });
      stop();
    }
  });

  it('shows a render at a newer version than a push that arrived while the render was in flight', async () => {
    const { backend, viewer, stop } = await viewing();
    backend.push(4, 4);
    expect(viewer.getState().data).toEqual({ from: 'push', n: 4 });
    backend.answer(5, 5);
    expect(await shown(viewer)).toEqual({ from: 'render', n: 5 });
    // The book and the screen agree: the same version again changes nothing, the next one lands.
    backend.push(50, 5);
    expect(viewer.getState().data).toEqual({ from: 'render', n: 5 });
    backend.push(6, 6);
    expect(viewer.getState().data).toEqual({ from: 'push', n: 6 });
    stop();
  });

  it('lets a push replace a snapshot at the version of a render the snapshot made it drop', async () => {
    const { backend, client, viewer, stop } = await viewing();
    client.open({ widget: 'board', label: 'Board', snapshot: { data: { from: 'snapshot' } } });
    backend.answer(1, 5);
    expect(await shown(viewer)).toEqual({ from: 'snapshot' });
    // The dropped answer never reached the screen, so its version must not turn this away.
    backend.push(5, 5);
    expect(viewer.getState().data).toEqual({ from: 'push', n: 5 });
    stop();
  });

  it('shows the render’s answer over a push at an older version, whenever the push lands', async () => {
    for (let gap = 0; gap <= GAPS; gap += 1) {
      const { backend, viewer, stop } = await viewing();
      backend.answer(1, 5);
      // One microtask per step, inline (a helper's own await would add more); gap 0 pushes at
      // once, before the render's answer is even read.
      for (let at = 0; at < gap; at += 1) await Promise.resolve();
      backend.push(0, 4);
      expect({ gap, data: await shown(viewer) }).toEqual({ gap, data: { from: 'render', n: 1 } });
      stop();
    }
  });
});
