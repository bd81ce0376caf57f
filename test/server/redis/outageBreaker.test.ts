// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServerWidget } from '../../../src/core';
import { BroadcasterUnavailableError, type Broadcaster } from '../../../src/server';
import { closeAllServers, postJson, requestJson, startServer } from '../helpers';
import { connectClient, redisBroadcaster, redisPerFile, type RedisClient } from './redisKit';

// While Redis is known to be down the broadcaster refuses at once, like an open circuit
// breaker, and a command it gave up on is never applied once Redis answers again.
const redis = redisPerFile();

const open: Broadcaster[] = [];
afterEach(async () => {
  // Never leave the file's Redis stopped for the next test.
  redis.server.resume();
  await closeAllServers();
  for (const broadcaster of open.splice(0)) await broadcaster.close();
});

let widgetSeq = 0;
const freshWidget = () => `breaker${++widgetSeq}-${Date.now()}`;

/** Counts the commands sent over `client` other than the health probe's. */
function countCommands(client: RedisClient) {
  const sent: string[] = [];
  const original = client.sendCommand.bind(client);
  client.sendCommand = ((args: readonly string[], ...rest: unknown[]) => {
    if (args[0] !== 'TIME' && args[0] !== 'PING') sent.push(args.join(' ').slice(0, 40));
    return (original as (...all: unknown[]) => Promise<unknown>)(args, ...rest);
  }) as typeof client.sendCommand;
  return sent;
}

async function stalledBroadcaster() {
  const made = await redisBroadcaster(redis.server.url, { commandTimeoutMs: 300 });
  open.push(made.broadcaster);
  return made;
}

describe('the Redis broadcaster while Redis is known down', () => {
  it('refuses publish, head and replay at once, sending Redis nothing, once the outage is known', async () => {
    const { client, broadcaster, errors } = await stalledBroadcaster();
    const widget = freshWidget();
    const first = await broadcaster.publish(widget, '1');
    const sent = countCommands(client);
    redis.server.pause();
    // The first command outlives commandTimeoutMs: that is how the outage becomes known.
    await expect(broadcaster.publish(widget, '2')).rejects.toBeInstanceOf(BroadcasterUnavailableError);
    expect(errors).toHaveLength(1);
    const before = sent.length;

    const refused = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => broadcaster.publish(widget, String(i))),
      broadcaster.head(widget),
      broadcaster.replay(widget, first.id),
    ]);
    expect(refused.map((result) => result.status === 'rejected' && result.reason instanceof BroadcasterUnavailableError)).toEqual(
      Array.from({ length: 12 }, () => true),
    );
    expect(sent.slice(before)).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('answers actions without a command per action while Redis is known down', async () => {
    const { client, broadcaster } = await stalledBroadcaster();
    let count = 0;
    const counter = defineServerWidget({ id: freshWidget(), render: () => ({ count }), handleAction: () => ++count });
    const { url } = await startServer({ widgets: [counter], broadcaster });
    const action = () => postJson(`${url}/widgets/${counter.id}/actions/add`, {});
    expect((await action()).status).toBe(200);
    const sent = countCommands(client);
    redis.server.pause();
    expect((await action()).status).toBe(200); // this one finds out, after commandTimeoutMs
    const before = sent.length;
    const answers = await Promise.all(Array.from({ length: 8 }, action));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(count).toBe(10);
    expect(sent.slice(before)).toEqual([]);
  });

  it('notices by itself that Redis is back, with no command from a caller: subscribers get onReset', { timeout: 20_000 }, async () => {
    const { broadcaster, errors } = await stalledBroadcaster();
    const widget = freshWidget();
    const resets: number[] = [];
    const got: unknown[] = [];
    broadcaster.subscribe(widget, (event) => got.push(event), { onReset: () => resets.push(Date.now()) });
    // The reader is up and blocked in its XREAD before the stall.
    await broadcaster.head(widget);
    await broadcaster.publish(widget, '"before"');
    await vi.waitFor(() => expect(got).toHaveLength(1));
    redis.server.pause();
    await expect(broadcaster.head(widget)).rejects.toBeInstanceOf(BroadcasterUnavailableError);
    redis.server.resume();
    await vi.waitFor(() => expect(resets).toHaveLength(1), { timeout: 10_000, interval: 50 });
    // The breaker is closed again: the next publish goes through on its first try.
    await expect(broadcaster.publish(widget, '"back"')).resolves.toMatchObject({ data: '"back"' });
    expect(errors).toHaveLength(1);
  });

  it('never appends a publish it gave up on when a stalled Redis goes on', { timeout: 30_000 }, async () => {
    const { broadcaster } = await stalledBroadcaster();
    const admin = await connectClient(redis.server.url);
    const [plain, conditional] = [freshWidget(), freshWidget()];
    const head = await broadcaster.head(conditional);
    redis.server.pause();
    await expect(broadcaster.publish(conditional, '"stale"', { ifHead: head })).rejects.toBeInstanceOf(BroadcasterUnavailableError);
    redis.server.resume();
    await vi.waitFor(() => broadcaster.head(plain), { timeout: 10_000, interval: 100 });

    redis.server.pause();
    await expect(broadcaster.publish(plain, '"stale"')).rejects.toBeInstanceOf(BroadcasterUnavailableError);
    redis.server.resume();
    await vi.waitFor(() => broadcaster.head(plain), { timeout: 10_000, interval: 100 });

    // Redis ran both commands when it went on; neither may have added its entry by then.
    for (const widget of [conditional, plain]) {
      expect(await admin.sendCommand(['XRANGE', `cameo:widget:${widget}`, '-', '+'])).toEqual([]);
    }
  });

  it('publishes the state changed during a stall to the stream on recovery, above every version served meanwhile', { timeout: 30_000 }, async () => {
    const { broadcaster } = await stalledBroadcaster();
    const admin = await connectClient(redis.server.url);
    let count = 0;
    const counter = defineServerWidget({ id: freshWidget(), render: () => ({ count }), handleAction: () => ++count });
    const { url, events } = await startServer({ widgets: [counter], broadcaster });
    const action = () => postJson(`${url}/widgets/${counter.id}/actions/add`, {});
    expect((await action()).status).toBe(200);

    redis.server.pause();
    expect((await action()).status).toBe(200);
    expect((await action()).status).toBe(200);
    // Served during the stall: the state now, labelled with the last position this instance saw.
    const during = await events(counter.id);
    const served = await during.nextUpdate(5000);
    expect(served.data).toEqual({ count: 3 });
    during.close();
    const rendered = (await requestJson(`${url}/widgets/${counter.id}/render`)).body as { version: number };
    redis.server.resume();

    // No viewer is left and no action comes: the recovery alone writes the stream.
    const key = `cameo:widget:${counter.id}`;
    await vi.waitFor(async () => expect(await admin.xLen(key)).toBe(2), { timeout: 15_000, interval: 100 });
    const [, [id, fields]] = (await admin.sendCommand(['XRANGE', key, '-', '+'])) as [unknown, [string, string[]]];
    expect(fields).toEqual(['data', '{"count":3}']);
    const version = broadcaster.versionOf(id)!;
    expect(version).toBeGreaterThan(Math.max(served.version, rendered.version));

    // A viewer holding the id it was served during the stall gets a fresh render, never a
    // replay from a position this instance may have been far behind at.
    const back = await events(counter.id, { 'Last-Event-ID': served.id });
    const next = await back.nextUpdate(5000);
    expect(next).toMatchObject({ id, data: { count: 3 } });
    expect(next.version).toBeGreaterThanOrEqual(version);
  });
});
