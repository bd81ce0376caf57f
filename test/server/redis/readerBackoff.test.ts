// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisBroadcaster } from '../../../src/server';
import type { RedisClientLike } from '../../../src/server/redis/RedisClientLike';

/** A client whose every connection is refused at once; records when each reader connect was tried. */
function unreachableRedis() {
  const attempts: number[] = [];
  const connection = (): RedisClientLike => ({
    isOpen: false,
    isReady: false,
    connect: () => {
      attempts.push(Date.now());
      return Promise.reject(new Error('connect ECONNREFUSED'));
    },
    sendCommand: () => Promise.reject(new Error('The client is closed')),
    duplicate: () => connection(),
    destroy: () => undefined,
    on: () => undefined,
    off: () => undefined,
  });
  // The publishing client counts as open (connecting on its own), so only the reader's tries count.
  const client = { ...connection(), isOpen: true };
  return { client, attempts };
}

/** Milliseconds between the reader's first tries while Redis stays away, with `Math.random` fixed. */
async function retryGaps(random: number): Promise<number[]> {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(random);
  const { client, attempts } = unreachableRedis();
  const broadcaster = createRedisBroadcaster({ client, onError: () => undefined });
  broadcaster.subscribe('w', () => undefined);
  await vi.advanceTimersByTimeAsync(20_000);
  await broadcaster.close();
  return attempts.slice(1, 9).map((at, index) => at - attempts[index]!);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Redis reader while Redis is away', () => {
  it('retries 100 ms doubling to 2 s at the most', async () => {
    expect(await retryGaps(0)).toEqual([100, 200, 400, 800, 1600, 2000, 2000, 2000]);
  });

  it('takes up to half of each wait off at random, so instances do not retry in step', async () => {
    expect(await retryGaps(1 - Number.EPSILON)).toEqual([50, 100, 200, 400, 800, 1000, 1000, 1000]);
    expect(await retryGaps(0.5)).toEqual([75, 150, 300, 600, 1200, 1500, 1500, 1500]);
  });
});
