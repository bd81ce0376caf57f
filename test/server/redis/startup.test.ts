// @vitest-environment node
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisBroadcaster, type BroadcastEvent, type Broadcaster, type RedisClientLike } from '../../../src/server';
import { until } from './faultKit';
import { redisPerFile } from './redisKit';

// Issue 16 review: a server whose Redis client is still making its first connection when the
// first viewer subscribes must not report an outage and refuse publishes for a probe tick.
const redis = redisPerFile();

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const CONNECT_DELAY_MS = 1000;

/** A real client whose first connect takes a while (a slow network, TLS, a busy Redis). */
function slowConnectingClient(url: string): RedisClientLike {
  const real = createClient({ url }) as unknown as RedisClientLike;
  cleanups.push(() => {
    if (real.isOpen) real.destroy();
  });
  return {
    get isOpen() {
      return real.isOpen;
    },
    get isReady() {
      return real.isReady;
    },
    connect: async () => {
      await new Promise((resolve) => setTimeout(resolve, CONNECT_DELAY_MS));
      return real.connect();
    },
    sendCommand: (args) => real.sendCommand(args),
    duplicate: (overrides) => real.duplicate(overrides),
    destroy: () => real.destroy(),
    on: (event, listener) => real.on(event, listener),
    off: (event, listener) => real.off(event, listener),
  };
}

describe('a Redis client still connecting when the first viewer subscribes', () => {
  it('is no outage: nothing is reported, and publishes go through at once', async () => {
    const errors: unknown[] = [];
    const client = slowConnectingClient(redis.server.url);
    const broadcaster: Broadcaster = createRedisBroadcaster({ client, onError: (error) => errors.push(error) });
    cleanups.push(() => broadcaster.close());
    const widget = `startup-${Date.now()}`;
    const events: BroadcastEvent[] = [];
    const stop = broadcaster.subscribe(widget, (event) => events.push(event));
    cleanups.push(stop);

    const first = await broadcaster.publish(widget, '{"n":1}');
    const second = await broadcaster.publish(widget, '{"n":2}');
    await until(() => events.length === 2, 10_000, () => `got ${events.length} of 2 events`);
    expect(events.map((event) => event.id)).toEqual([first.id, second.id]);
    expect(errors.map(String)).toEqual([]);
  });
});
