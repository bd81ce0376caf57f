import { App } from '@modelcontextprotocol/ext-apps';
import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createCameoClient } from '../../src/core';
import { createLiveToolResults } from '../../src/mcp-apps/createLiveToolResults';
import { fakeTransport } from '../helpers/fakeTransport';

// The real AppBridge and App over the SDK's in-memory pair; the widget's states come from a
// transport whose pushes carry whatever version the test names, stale and repeated ones included.
async function connectedView() {
  const bridge = new AppBridge(null, { name: 'host', version: '1' }, {});
  const app = new App({ name: 'view', version: '1' }, {}, { autoResize: false });
  const seen: unknown[] = [];
  app.ontoolresult = (result) => seen.push(result.structuredContent);
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  const [hostSide, viewSide] = InMemoryTransport.createLinkedPair();
  await bridge.connect(hostSide);
  await app.connect(viewSide);
  await initialized;
  return { bridge, seen };
}

const pollResult = (data: unknown): CallToolResult => ({ content: [{ type: 'text', text: 'poll' }], structuredContent: data as Record<string, unknown> });

async function setUp() {
  const fake = fakeTransport();
  const client = createCameoClient({ transport: fake.transport });
  const view = await connectedView();
  const state = { hasResult: false, sends: 0 };
  const viewer = client.watchWidget('poll-live');
  const feed = createLiveToolResults({
    viewer,
    toolResult: pollResult,
    hasResult: () => state.hasResult,
    send: (result) => {
      state.sends += 1;
      void view.bridge.sendToolResult(result);
    },
  });
  /** The call's own result, as the frame sends it once the tool finished. */
  const sendCallResult = async (data: unknown, kind: 'first' | 'replaced') => {
    await view.bridge.sendToolResult(pollResult(data));
    state.hasResult = true;
    feed.afterResult(kind);
  };
  return { fake, view, viewer, state, feed, sendCallResult };
}

test('pushes reach the view in version order once it has its result; stale and repeated versions are dropped', async () => {
  const { fake, view, viewer, state, feed, sendCallResult } = await setUp();
  await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
  expect(fake.live('poll-live')).toBe(1);
  // Before the tool's result: held, newest only. The render answers with an older version.
  fake.emit({ widget: 'poll-live', data: { votes: 5 }, version: 5 });
  fake.renders[0]!.answer.resolve({ data: { votes: 4 }, version: 4 });
  fake.emit({ widget: 'poll-live', data: { votes: 3 }, version: 3 });
  // The render has landed (as a network answer would, before the next push arrives).
  await vi.waitFor(() => expect(viewer.getState()).toMatchObject({ status: 'success', isFetching: false }));
  expect(viewer.getState().data).toEqual({ votes: 5 });
  expect(state.sends).toBe(0);

  await sendCallResult({ votes: 'own' }, 'first');
  await vi.waitFor(() => expect(view.seen).toEqual([{ votes: 'own' }, { votes: 5 }]));

  fake.emit({ widget: 'poll-live', data: { votes: 6 }, version: 6 });
  fake.emit({ widget: 'poll-live', data: { votes: 'again' }, version: 6 });
  fake.emit({ widget: 'poll-live', data: { votes: 4 }, version: 4 });
  fake.emit({ widget: 'poll-live', data: { votes: 7 }, version: 7 });
  await vi.waitFor(() => expect(view.seen).toEqual([{ votes: 'own' }, { votes: 5 }, { votes: 6 }, { votes: 7 }]));

  // Stopping ends the push subscription: later pushes reach nobody.
  feed.stop();
  expect(fake.live('poll-live')).toBe(0);
  fake.emit({ widget: 'poll-live', data: { votes: 8 }, version: 8 });
  await view.bridge.sendToolResult(pollResult({ votes: 'marker' }));
  await vi.waitFor(() => expect(view.seen.at(-1)).toEqual({ votes: 'marker' }));
  expect(view.seen).not.toContainEqual({ votes: 8 });
});

test('a new result of the call is newer than the states held before it; a bad mapping skips its state', async () => {
  const fake = fakeTransport();
  const client = createCameoClient({ transport: fake.transport });
  const view = await connectedView();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let hasResult = false;
  const feed = createLiveToolResults({
    viewer: client.watchWidget('poll-live'),
    toolResult: (data) => {
      const { votes } = data as { votes: number | string };
      if (votes === 'throw') throw new Error('cannot map');
      if (votes === 'garbage') return { nope: true } as unknown as CallToolResult;
      return pollResult(data);
    },
    hasResult: () => hasResult,
    send: (result) => void view.bridge.sendToolResult(result),
  });
  await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
  fake.renders[0]!.answer.resolve({ data: { votes: 1 }, version: 1 });
  await vi.waitFor(() => expect(client.queryClient.isFetching()).toBe(0));
  await view.bridge.sendToolResult(pollResult({ votes: 'own' }));
  hasResult = true;
  feed.afterResult('first');
  await vi.waitFor(() => expect(view.seen).toEqual([{ votes: 'own' }, { votes: 1 }]));

  fake.emit({ widget: 'poll-live', data: { votes: 2 }, version: 2 });
  await vi.waitFor(() => expect(view.seen).toHaveLength(3));
  // The call's own new result replaces what came before it: a reload gets it, not state 2.
  await view.bridge.sendToolResult(pollResult({ votes: 'own again' }));
  feed.afterResult('replaced');
  // The view reloads: its new document gets the call's result, and no older state after it.
  feed.afterResult('first');
  fake.emit({ widget: 'poll-live', data: { votes: 'throw' }, version: 3 });
  fake.emit({ widget: 'poll-live', data: { votes: 'garbage' }, version: 4 });
  fake.emit({ widget: 'poll-live', data: { votes: 5 }, version: 5 });
  await vi.waitFor(() => expect(view.seen).toEqual([{ votes: 'own' }, { votes: 1 }, { votes: 2 }, { votes: 'own again' }, { votes: 5 }]));
  expect(warn).toHaveBeenCalledTimes(2);
  feed.stop();
  expect(fake.live('poll-live')).toBe(0);
});
