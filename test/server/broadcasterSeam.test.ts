// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBroadcaster, type Broadcaster } from '../../src/server';
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
});
