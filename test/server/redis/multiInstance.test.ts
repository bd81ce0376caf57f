// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServerWidget, unknownAction } from '../../../src/core';
import type { Broadcaster, WidgetServerErrorContext } from '../../../src/server';
import { closeAllServers, postJson, requestJson, startServer, type SseReader, type TestServer } from '../helpers';
import { connectClient, connectionCount, redisBroadcaster, redisPerFile, startTestRedis } from './redisKit';

// Two widget server instances on two ports sharing one real Redis, as a deployment behind a load
// balancer runs them. The widget's state lives in one in-test object both instances read and
// write (what a shared database is in production); updates travel only through Redis.
const redis = redisPerFile();

const broadcasters: Broadcaster[] = [];
afterEach(async () => {
  await closeAllServers();
  for (const broadcaster of broadcasters.splice(0)) await broadcaster.close();
});

let run = 0;

interface Instance extends TestServer {
  /** What the broadcaster reported (outages). */
  outages: unknown[];
  /** What the server reported. */
  serverErrors: Array<[unknown, WidgetServerErrorContext]>;
}

async function twoInstances(maxLen?: number): Promise<{ a: Instance; b: Instance; store: { count: number } }> {
  const store = { count: 0 };
  const keyPrefix = `test${++run}:`;
  const counter = defineServerWidget<{ count: number }>({
    id: 'counter',
    render: () => ({ count: store.count }),
    handleAction: (action, args) => {
      if (action !== 'add') return unknownAction(action);
      store.count += (args as { by: number }).by;
      return { count: store.count };
    },
  });
  const start = async (): Promise<Instance> => {
    const { broadcaster, errors } = await redisBroadcaster(redis.server.url, { keyPrefix, ...(maxLen && { maxLen }) });
    broadcasters.push(broadcaster);
    const serverErrors: Array<[unknown, WidgetServerErrorContext]> = [];
    const server = await startServer({
      widgets: [counter],
      broadcaster,
      onError: (error, context) => serverErrors.push([error, context]),
    });
    return { ...server, outages: errors, serverErrors };
  };
  return { a: await start(), b: await start(), store };
}

const add = (instance: Instance, by = 1) => postJson(`${instance.url}/widgets/counter/actions/add`, { by });
const countOf = (update: { data: unknown }) => (update.data as { count: number }).count;

/** Reads updates until one shows `count`, returning every count seen on the way. */
async function readUntil(stream: SseReader, count: number, timeoutMs = 10_000): Promise<number[]> {
  const seen: number[] = [];
  while (seen.at(-1) !== count) seen.push(countOf(await stream.nextUpdate(timeoutMs)));
  return seen;
}

describe('several instances sharing Redis', () => {
  it('pushes an action performed through B to a viewer subscribed on A', async () => {
    const { a, b } = await twoInstances();
    const viewer = await a.events('counter');
    const first = await viewer.nextUpdate();
    expect(first.data).toEqual({ count: 0 });

    expect((await add(b, 3)).status).toBe(200);
    const pushed = await viewer.nextUpdate();
    expect(pushed.data).toEqual({ count: 3 });
    expect(pushed.id).toMatch(/^\d+-\d+$/);
    expect(pushed.version).toBeGreaterThan(first.version);
  });

  it('replays every update missed between a drop from A and a reconnect to B, once each, in order', async () => {
    const { a, b } = await twoInstances();
    const onA = await a.events('counter');
    await onA.nextUpdate();
    await add(a);
    const seen = await onA.nextUpdate();
    expect(seen.data).toEqual({ count: 1 });
    onA.close();
    await vi.waitFor(() => expect(a.server.subscriberCount()).toBe(0));

    for (const instance of [b, a, b, a]) expect((await add(instance)).status).toBe(200);
    const onB = await b.events('counter', { 'Last-Event-ID': seen.id });
    const replayed = [await onB.nextUpdate(), await onB.nextUpdate(), await onB.nextUpdate(), await onB.nextUpdate()];
    expect(replayed.map(countOf)).toEqual([2, 3, 4, 5]);
    const versions = replayed.map((update) => update.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(new Set(versions).size).toBe(4);
    expect(await onB.noUpdateWithin(200)).toBe(true);

    // And it is live from there: an action through A reaches it once.
    await add(a);
    expect(countOf(await onB.nextUpdate())).toBe(6);
    expect(await onB.noUpdateWithin(200)).toBe(true);
  });

  it('sends one fresh render to a client whose id fell out of retention', async () => {
    const { a, b } = await twoInstances(3);
    const viewer = await a.events('counter');
    await viewer.nextUpdate();
    await add(a);
    const old = await viewer.nextUpdate();
    viewer.close();
    for (let i = 0; i < 30; i++) await add(i % 2 ? a : b);

    const back = await b.events('counter', { 'Last-Event-ID': old.id });
    expect((await back.nextUpdate()).data).toEqual({ count: 31 });
    expect(await back.noUpdateWithin(200)).toBe(true);
  });

  it('closes its Redis reader when the last local viewer leaves, and on close()', async () => {
    const admin = await connectClient(redis.server.url);
    const { a, b } = await twoInstances();
    const baseline = await connectionCount(admin);
    const viewer = await a.events('counter');
    await viewer.nextUpdate();
    expect(await connectionCount(admin)).toBe(baseline + 1);
    viewer.close();
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline));

    await (await a.events('counter')).nextUpdate();
    await (await b.events('counter')).nextUpdate();
    expect(await connectionCount(admin)).toBe(baseline + 2);
    await closeAllServers();
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline));
  });
});

describe('two instances publishing at once', () => {
  it('never leaves viewers on older state when a slow render on A loses the race to B', async () => {
    const store = { count: 0 };
    const keyPrefix = `race${++run}:`;
    // A's next render reads the state, then waits for the test: B changes the state and
    // publishes meanwhile, so A holds data older than what B already pushed.
    let holdA: { release: () => void; reached: () => void } | null = null;
    const counterOn = (name: 'a' | 'b') =>
      defineServerWidget<{ count: number }>({
        id: 'counter',
        render: async () => {
          const data = { count: store.count };
          const hold = name === 'a' ? holdA : null;
          if (hold) {
            holdA = null;
            await new Promise<void>((release) => {
              hold.release = release;
              hold.reached();
            });
          }
          return data;
        },
        handleAction: (_action, args) => {
          store.count += (args as { by: number }).by;
          return { count: store.count };
        },
      });
    const start = async (name: 'a' | 'b') => {
      const { broadcaster } = await redisBroadcaster(redis.server.url, { keyPrefix });
      broadcasters.push(broadcaster);
      return startServer({ widgets: [counterOn(name)], broadcaster });
    };
    const a = await start('a');
    const b = await start('b');
    const viewer = await b.events('counter');
    expect(countOf(await viewer.nextUpdate())).toBe(0);

    const hold = { release: () => {}, reached: () => {} };
    const reached = new Promise<void>((resolve) => (hold.reached = resolve));
    holdA = hold;
    const onA = postJson(`${a.url}/widgets/counter/actions/add`, { by: 1 });
    await reached; // A rendered { count: 1 } and is holding it
    expect((await postJson(`${b.url}/widgets/counter/actions/add`, { by: 10 })).status).toBe(200);
    expect(await readUntil(viewer, 11)).toEqual([11]);
    hold.release();
    expect((await onA).status).toBe(200);

    // A's stale { count: 1 } lost its compare-and-set; A rendered again: 11, already the latest
    // entry, so nothing more is stored or pushed.
    const after: number[] = [];
    for (;;) {
      const next = await viewer.nextUpdate(300).catch(() => null);
      if (!next) break;
      after.push(countOf(next));
    }
    expect(after).toEqual([]);
    expect((await requestJson(`${a.url}/widgets/counter/render`)).body).toMatchObject({ data: { count: 11 } });
  });
});

describe('a Redis outage', () => {
  it('keeps serving, logs once per instance, refreshes viewers on recovery and loses nothing acknowledged after it', async () => {
    const { a, b } = await twoInstances();
    const [viewerA, viewerB] = [await a.events('counter'), await b.events('counter')];
    await viewerA.nextUpdate();
    await viewerB.nextUpdate();
    await add(a);
    expect(await readUntil(viewerA, 1)).toEqual([1]);
    expect(await readUntil(viewerB, 1)).toEqual([1]);

    const port = redis.server.port;
    await redis.server.stop();
    // Renders and actions still work; only pushes pause.
    for (const instance of [a, b]) {
      const render = await requestJson(`${instance.url}/widgets/counter/render`);
      expect(render.status).toBe(200);
    }
    expect(await add(b)).toMatchObject({ status: 200, body: { result: { count: 2 } } });
    expect(await add(a)).toMatchObject({ status: 200, body: { result: { count: 3 } } });
    expect((await requestJson(`${a.url}/widgets/counter/render`)).body).toMatchObject({ data: { count: 3 } });
    await vi.waitFor(() => expect([a.outages.length, b.outages.length]).toEqual([1, 1]));

    redis.server = await startTestRedis(port);
    // Recovery: every viewer gets a fresh render with what changed during the outage.
    expect(await readUntil(viewerA, 3)).toEqual([3]);
    expect(await readUntil(viewerB, 3)).toEqual([3]);

    // Every update acknowledged from now on reaches both viewers, once, in order. Both instances
    // publish a recovery render of the same state; it is stored once.
    for (let i = 0; i < 6; i++) expect((await add(i % 2 ? a : b)).status).toBe(200);
    expect(await readUntil(viewerA, 9)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(await readUntil(viewerB, 9)).toEqual([4, 5, 6, 7, 8, 9]);

    // One error per instance for the whole outage; the refused publishes were not logged again.
    expect([a.outages.length, b.outages.length]).toEqual([1, 1]);
    expect(String(a.outages[0])).toContain('Redis is unavailable');
    expect([...a.serverErrors, ...b.serverErrors]).toEqual([]);

    // A viewer reconnecting after the restart with an id Redis lost gets a fresh render.
    const late = await b.events('counter', { 'Last-Event-ID': '1-0' });
    expect(countOf(await late.nextUpdate())).toBe(9);
  });
});
