// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisBroadcaster, type BroadcastEvent, type Broadcaster } from '../../../src/server';
import { connectClient, redisBroadcaster, redisPerFile } from './redisKit';

// One reader serves every widget an instance has viewers for: a key it cannot read must cost
// only that widget's feed, never the others', and never a busy loop.
const redis = redisPerFile();

const open: Broadcaster[] = [];
afterEach(async () => {
  for (const broadcaster of open.splice(0)) await broadcaster.close();
});

let run = 0;

function collect(broadcaster: Broadcaster, widget: string) {
  const events: BroadcastEvent[] = [];
  const resets: number[] = [];
  broadcaster.subscribe(widget, (event) => events.push(event), { onReset: () => resets.push(1) });
  return { events, resets };
}

/** Publishes to `widget` one at a time, each seen by `events` before the next. */
async function flows(broadcaster: Broadcaster, widget: string, events: BroadcastEvent[], count = 3) {
  for (let i = 0; i < count; i++) {
    const event = await broadcaster.publish(widget, String(i));
    await vi.waitFor(() => expect(events.at(-1)).toEqual(event), { timeout: 10_000 });
  }
}

const messages = (errors: unknown[]) => errors.map((error) => String(error));

describe('a foreign or unreadable stream key', () => {
  it('a WRONGTYPE key: the other feeds flow, the bad one is reported once and read again once it is a stream', { timeout: 30_000 }, async () => {
    const keyPrefix = `wrongtype${++run}:`;
    const admin = await connectClient(redis.server.url);
    await admin.set(`${keyPrefix}bad`, 'not a stream');
    const { broadcaster, errors } = await redisBroadcaster(redis.server.url, { keyPrefix });
    open.push(broadcaster);
    const good = collect(broadcaster, 'good');
    const bad = collect(broadcaster, 'bad');
    await flows(broadcaster, 'good', good.events);
    await flows(broadcaster, 'good', good.events);
    expect(messages(errors)).toEqual([expect.stringMatching(/WRONGTYPE.*wrongtype\d+:bad|wrongtype\d+:bad.*WRONGTYPE/)]);

    // Someone fixes the key: the feed is read again, and its subscribers get a fresh start
    // (onReset: they may have missed updates meanwhile), then its updates.
    await admin.del(`${keyPrefix}bad`);
    await vi.waitFor(() => expect(bad.resets).toHaveLength(1), { timeout: 15_000 });
    const back = await broadcaster.publish('bad', '"back"');
    await vi.waitFor(() => expect(bad.events).toEqual([back]), { timeout: 10_000 });
    await flows(broadcaster, 'good', good.events);
    expect(errors).toHaveLength(1);
  });

  it('a key the ACL user may not read (NOPERM): the other feeds flow, the bad one is reported once', { timeout: 30_000 }, async () => {
    const keyPrefix = `acl${++run}:`;
    const admin = await connectClient(redis.server.url);
    await admin.sendCommand(['ACL', 'SETUSER', `limited${run}`, 'on', '>secret', `~${keyPrefix}good`, '+@all']);
    const client = await connectClient(redis.server.url.replace('redis://', `redis://limited${run}:secret@`));
    const errors: unknown[] = [];
    const broadcaster = createRedisBroadcaster({ client, keyPrefix, onError: (error) => errors.push(error) });
    open.push(broadcaster);
    const good = collect(broadcaster, 'good');
    collect(broadcaster, 'secret');
    await flows(broadcaster, 'good', good.events);
    await flows(broadcaster, 'good', good.events);
    expect(messages(errors)).toEqual([expect.stringMatching(/NOPERM/)]);
    expect(messages(errors)[0]).toContain(`${keyPrefix}secret`);
  });

  it('an entry without a data field: skipped with one report, the entries after it delivered', { timeout: 30_000 }, async () => {
    const keyPrefix = `foreign${++run}:`;
    const admin = await connectClient(redis.server.url);
    const { broadcaster, errors } = await redisBroadcaster(redis.server.url, { keyPrefix });
    open.push(broadcaster);
    const feed = collect(broadcaster, 'w');
    await flows(broadcaster, 'w', feed.events, 1);
    const foreign = String(await admin.sendCommand(['XADD', `${keyPrefix}w`, '*', 'other', 'x']));
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 10_000 });
    expect(String(errors[0])).toContain(foreign);
    await flows(broadcaster, 'w', feed.events, 3);
    expect(feed.events.map((event) => event.data)).toEqual(['0', '0', '1', '2']);
    expect(errors).toHaveLength(1);
  });
});
