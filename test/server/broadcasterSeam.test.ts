// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BroadcasterUnavailableError, createMemoryBroadcaster, type Broadcaster } from '../../src/server';
import { closeAllServers, counterWidget, postJson, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

describe('the broadcaster seam', () => {
  it('holds live updates back while a replay is read, so none overtakes it', async () => {
    const memory = createMemoryBroadcaster();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A backend whose replay answers slowly, as Redis does over the network.
    const slow: Broadcaster = { ...memory, replay: async (widget, afterId) => {
      const events = await memory.replay(widget, afterId);
      await gate;
      return events;
    } };
    const { url, events } = await startServer({ widgets: [counterWidget()], broadcaster: slow });
    const v0 = ((await requestJson(`${url}/widgets/counter/render`)).body as { version: number }).version;
    for (let i = 0; i < 2; i++) await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });

    const stream = await events('counter', { 'Last-Event-ID': String(v0) });
    // Published while the replay is still being read.
    await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });
    release();
    const versions = [(await stream.nextUpdate()).version, (await stream.nextUpdate()).version, (await stream.nextUpdate()).version];
    expect(versions).toEqual([v0 + 1, v0 + 2, v0 + 3]);
    await memory.close();
  });

  it('never closes a broadcaster it was given', async () => {
    const memory = createMemoryBroadcaster();
    const { server } = await startServer({ widgets: [counterWidget()], broadcaster: memory });
    server.close();
    await expect(memory.publish('counter', '1')).resolves.toMatchObject({ data: '1' });
    await memory.close();
  });

  it('publishes a fresh render when the backend is back, for an instance with no viewers whose publish was refused', async () => {
    const memory = createMemoryBroadcaster();
    const published: string[] = [];
    const recoverListeners = new Set<() => void>();
    let down = false;
    // A backend that refuses while "down" and says when it is back, as the Redis one does.
    const flaky: Broadcaster = {
      ...memory,
      publish: async (widget, data, options) => {
        if (down) throw new BroadcasterUnavailableError('down');
        published.push(data);
        return memory.publish(widget, data, options);
      },
      onRecover: (listener) => {
        recoverListeners.add(listener);
        return () => void recoverListeners.delete(listener);
      },
    };
    const { url } = await startServer({ widgets: [counterWidget()], broadcaster: flaky });
    const add = () => postJson(`${url}/widgets/counter/actions/add`, { by: 1 });
    expect((await add()).status).toBe(200);
    down = true;
    expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(200);
    expect(published).toEqual(['{"count":1}']);
    expect(recoverListeners.size).toBe(1);

    down = false;
    for (const listener of [...recoverListeners]) listener();
    // Rendered again after recovery: the renders refused meanwhile ({"count":2}) are never published.
    await vi.waitFor(() => expect(published).toEqual(['{"count":1}', '{"count":3}']));
    // Published, so it no longer waits for a recovery.
    expect(recoverListeners.size).toBe(0);
    await memory.close();
  });

  it('stops waiting for a recovery when the server closes', async () => {
    const memory = createMemoryBroadcaster();
    const recoverListeners = new Set<() => void>();
    const refusing: Broadcaster = {
      ...memory,
      publish: async () => {
        throw new BroadcasterUnavailableError('down');
      },
      onRecover: (listener) => {
        recoverListeners.add(listener);
        return () => void recoverListeners.delete(listener);
      },
    };
    const { url, server } = await startServer({ widgets: [counterWidget()], broadcaster: refusing });
    expect((await postJson(`${url}/widgets/counter/actions/add`, { by: 1 })).status).toBe(200);
    expect(recoverListeners.size).toBe(1);
    server.close();
    expect(recoverListeners.size).toBe(0);
    await memory.close();
  });
});
