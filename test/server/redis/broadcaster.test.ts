// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BroadcastConflictError, createMemoryBroadcaster, type BroadcastEvent, type Broadcaster } from '../../../src/server';
import { connectClient, connectionCount, redisBroadcaster, redisPerFile } from './redisKit';

// One contract, two implementations: what the widget server relies on holds for both.
const redis = redisPerFile();

const open: Broadcaster[] = [];
afterEach(async () => {
  for (const broadcaster of open.splice(0)) await broadcaster.close();
});

let widgetSeq = 0;
/** A widget id no earlier test used, so streams never carry over. */
const freshWidget = () => `w${++widgetSeq}-${Date.now()}`;

const kinds: Array<[string, (retention: number) => Promise<Broadcaster>]> = [
  ['memory', async (retention) => createMemoryBroadcaster({ replayLimit: retention })],
  ['redis', async (retention) => (await redisBroadcaster(redis.server.url, { maxLen: retention })).broadcaster],
];

describe.each(kinds)('%s broadcaster', (_kind, make) => {
  const create = async (retention = 100) => {
    const broadcaster = await make(retention);
    open.push(broadcaster);
    return broadcaster;
  };
  const collect = (broadcaster: Broadcaster, widget: string) => {
    const events: BroadcastEvent[] = [];
    const stop = broadcaster.subscribe(widget, (event) => events.push(event));
    return { events, stop };
  };

  it('publishes events whose ids and versions grow, with the data as given', async () => {
    const broadcaster = await create();
    const widget = freshWidget();
    const first = await broadcaster.publish(widget, '{"n":1}');
    const second = await broadcaster.publish(widget, '{"n":2}');
    expect(first.data).toBe('{"n":1}');
    expect(second.version).toBeGreaterThan(first.version);
    expect(broadcaster.versionOf(first.id)).toBe(first.version);
    expect(broadcaster.versionOf(second.id)).toBe(second.version);
  });

  it('delivers every event to every subscriber, in order, until it unsubscribes', async () => {
    const broadcaster = await create();
    const widget = freshWidget();
    const a = collect(broadcaster, widget);
    const b = collect(broadcaster, widget);
    const other = collect(broadcaster, freshWidget());
    // Let a feed that starts asynchronously take its position first.
    await broadcaster.head(widget);
    const published: BroadcastEvent[] = [];
    for (let i = 0; i < 5; i++) published.push(await broadcaster.publish(widget, String(i)));
    await vi.waitFor(() => expect(b.events).toHaveLength(5));
    await vi.waitFor(() => expect(a.events).toEqual(published));
    expect(b.events).toEqual(published);
    a.stop();
    const last = await broadcaster.publish(widget, '"after"');
    await vi.waitFor(() => expect(b.events.at(-1)).toEqual(last));
    expect(a.events).toHaveLength(5);
    expect(other.events).toEqual([]);
  });

  it('replays the events after an id, [] for the latest, null for ids it does not hold', async () => {
    const broadcaster = await create();
    const widget = freshWidget();
    const events: BroadcastEvent[] = [];
    for (let i = 0; i < 4; i++) events.push(await broadcaster.publish(widget, String(i)));
    expect(await broadcaster.replay(widget, events[1]!.id)).toEqual(events.slice(2));
    expect(await broadcaster.replay(widget, events[3]!.id)).toEqual([]);
    for (const garbage of ['', 'abc', '1-2-3', '-1', `${Number.MAX_SAFE_INTEGER}9-0`]) {
      expect(await broadcaster.replay(widget, garbage)).toBeNull();
    }
  });

  it('answers null, never a partial replay, for an id that fell out of retention', async () => {
    const broadcaster = await create(3);
    const widget = freshWidget();
    const events: BroadcastEvent[] = [];
    for (let i = 0; i < 40; i++) events.push(await broadcaster.publish(widget, String(i)));
    expect(await broadcaster.replay(widget, events[0]!.id)).toBeNull();
    expect(await broadcaster.replay(widget, events[38]!.id)).toEqual([events[39]]);
  });

  it('labels a render with a head every later event exceeds, and no earlier one', async () => {
    const broadcaster = await create();
    const widget = freshWidget();
    const before = await broadcaster.publish(widget, '1');
    const head = await broadcaster.head(widget);
    expect(head.id).toBe(before.id);
    expect(head.version).toBeGreaterThanOrEqual(before.version);
    const latest = await broadcaster.latestVersion(widget);
    expect(latest).toBeGreaterThanOrEqual(head.version);
    const after = await broadcaster.publish(widget, '2');
    expect(after.version).toBeGreaterThan(latest);
    expect(await broadcaster.replay(widget, head.id)).toEqual([after]);
  });

  it('publishes with ifHead only while that head is still the latest, storing nothing otherwise', async () => {
    const broadcaster = await create();
    const widget = freshWidget();
    const empty = await broadcaster.head(widget);
    const first = await broadcaster.publish(widget, '"first"', { ifHead: empty });
    expect(first.data).toBe('"first"');
    // Another instance got in after `empty` was read: the stale publish must lose.
    const stale = broadcaster.publish(widget, '"stale"', { ifHead: empty });
    await expect(stale).rejects.toBeInstanceOf(BroadcastConflictError);
    expect(await broadcaster.replay(widget, first.id)).toEqual([]);
    const current = await broadcaster.head(widget);
    expect(current.id).toBe(first.id);
    const second = await broadcaster.publish(widget, '"second"', { ifHead: current });
    expect(await broadcaster.replay(widget, first.id)).toEqual([second]);
  });

  it('rejects publishing once closed', async () => {
    const broadcaster = await create();
    await broadcaster.close();
    await expect(broadcaster.publish(freshWidget(), '1')).rejects.toThrow('closed');
  });
});

describe('redis broadcaster connections', () => {
  it('reads on one duplicated connection while subscribed, and closes it on the last unsubscribe and on close()', async () => {
    const admin = await connectClient(redis.server.url);
    const { broadcaster, client } = await redisBroadcaster(redis.server.url);
    const baseline = await connectionCount(admin);
    const widget = freshWidget();
    const stopA = broadcaster.subscribe(widget, () => {});
    const stopB = broadcaster.subscribe(freshWidget(), () => {});
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline + 1));
    stopA();
    stopB();
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline));

    broadcaster.subscribe(widget, () => {});
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline + 1));
    await broadcaster.close();
    await vi.waitFor(async () => expect(await connectionCount(admin)).toBe(baseline));
    // The caller's client is the caller's to close.
    expect(client.isReady).toBe(true);
  });
});

describe('stream ids from clients', () => {
  it('reads a Last-Event-ID past what Redis accepts as garbage, never as an id to replay', async () => {
    const { broadcaster } = await redisBroadcaster(redis.server.url);
    open.push(broadcaster);
    expect(broadcaster.versionOf('1-99999999999999999999')).toBeNull();
    expect(await broadcaster.replay(freshWidget(), '1-99999999999999999999')).toBeNull();
    expect(broadcaster.versionOf('1-18446744073709551615')).not.toBeNull();
  });
});

describe('redis publish unlessLatest', () => {
  it('stores an update once when the latest entry already holds exactly its data, and returns that entry', async () => {
    const { broadcaster } = await redisBroadcaster(redis.server.url);
    open.push(broadcaster);
    const admin = await connectClient(redis.server.url);
    const widget = freshWidget();
    const first = await broadcaster.publish(widget, '{"n":1}');
    // Two instances' recovery renders of one state: the second adds nothing.
    const again = await broadcaster.publish(widget, '{"n":1}', { ifHead: await broadcaster.head(widget), unlessLatest: true });
    expect(again).toEqual(first);
    expect(await admin.xLen(`cameo:widget:${widget}`)).toBe(1);
    // Other data is stored as usual; without the option, the same data is stored again.
    const other = await broadcaster.publish(widget, '{"n":2}', { unlessLatest: true });
    expect(other.version).toBeGreaterThan(first.version);
    await broadcaster.publish(widget, '{"n":2}');
    expect(await admin.xLen(`cameo:widget:${widget}`)).toBe(3);
  });
});
