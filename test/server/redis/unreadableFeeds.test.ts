// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUnreadableFeeds } from '../../../src/server/redis/unreadableFeeds';

afterEach(() => {
  vi.useRealTimers();
});

describe('a stream Redis refused to read', () => {
  it('waits out its retry delay on a monotonic clock: a wall-clock jump neither skips nor stretches it', () => {
    // Only the wall clock moves (an NTP step, a VM resumed): the retry schedule must not.
    vi.useFakeTimers({ toFake: ['Date'] });
    const errors: unknown[] = [];
    const unreadable = createUnreadableFeeds<{ key: string }>({ onError: (error) => errors.push(error), onReadable: () => {} });
    const feed = { key: 'cameo:widget:bad' };
    unreadable.refused(feed, new Error('WRONGTYPE'));
    expect(unreadable.due(feed)).toBe(false);

    vi.setSystemTime(Date.now() + 60_000);
    expect(unreadable.due(feed)).toBe(false);
    vi.setSystemTime(Date.now() - 3_600_000);
    expect(unreadable.nextRetryIn([feed])).toBeLessThanOrEqual(1000);
    expect(errors).toHaveLength(1);
  });
});
