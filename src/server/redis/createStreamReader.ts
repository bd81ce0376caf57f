import { backoffDelay } from '../../core/internal';
import { destroyConnection, type RedisClientLike } from './RedisClientLike';
import type { StreamReader, StreamReaderOptions } from './StreamReader';
import { lastIdArgs, lastIdOf, readEnds, takePosition, type Feed } from './feedPosition';
import { readEntries, streamsOf, text } from './streamEntries';
import { createWakeableWait } from './wakeableWait';
import { createUnreadableFeeds, type UnreadableFeeds } from './unreadableFeeds';
import { CommandTimeout, isReplyError, within } from './within';

/**
 * One blocking XREAD loop per broadcaster, over the streams of the widgets that have
 * subscribers, on its own connection (`client.duplicate()`). It runs only while there are
 * subscribers: the last unsubscribe ends it and closes that connection. A failure, or a read
 * that outlives its time limit (a stalled Redis never fails a blocked read), marks the backend
 * down; the loop drops that connection and retries on a new one with backoff. The first success
 * afterwards marks it up (once the health probe agrees), which resets every subscriber.
 * While Redis is known down nothing is read, and on recovery each feed goes on from its
 * stream's end (`resumeFromEnd`): what was published meanwhile is replaced by fresh renders,
 * never delivered after a render served during the outage.
 *
 * A key Redis refuses to read for this reader alone (WRONGTYPE, NOPERM) is set aside with a
 * report (see `unreadableFeeds`); the other feeds keep flowing.
 */
export function createStreamReader(options: StreamReaderOptions): StreamReader {
  const { client, whenConnected, keyOf, outage, blockMs, commandTimeoutMs, backoff, onError } = options;
  const readLimitMs = 2 * commandTimeoutMs;
  const feeds = new Map<string, Feed>();
  const byKey = new Map<string, Feed>();
  let reader: RedisClientLike | null = null;
  let readerId: string | null = null;
  let blocked = false;
  /** Counts XREADs, so an unblock retry never hits a later one. */
  let reads = 0;
  /** Counts repositions (`resumeFromEnd`): a read sent before the last one is not delivered. */
  let positions = 0;
  let healthy = false;
  let loop: Promise<void> | null = null;
  let closed = false;
  /** The backoff after a failure. */
  const backoffWait = createWakeableWait();
  /** Nothing to read (no feed readable yet, or Redis known down): until a change. */
  const idle = createWakeableWait();
  /** `resumeFromEnd` calls under way: no XREAD meanwhile, from positions about to be replaced. */
  let repositioning = 0;
  /** A change since the loop last looked at the feeds (so a wake before the idle wait is not lost). */
  let woken = false;

  const call = (run: () => void) => {
    try {
      run();
    } catch (error) {
      onError(error);
    }
  };
  const resetFeed = (feed: Feed) => {
    for (const { options } of [...feed.listeners]) if (options.onReset) call(options.onReset);
  };
  const unreadable: UnreadableFeeds<Feed> = createUnreadableFeeds<Feed>({ onError, onReadable: (feed) => (feed.needsReset = true) });

  /** Wakes the loop (idle, or blocked in XREAD) so it picks up a changed set of streams. */
  const wake = () => {
    woken = true;
    if (idle.waiting) return idle.wake();
    unblock(reads, 0);
  };
  /**
   * CLIENT UNBLOCK over the publishing connection. It can reach Redis before the XREAD it aims
   * at (two connections): then it unblocks nobody, and is tried again while that XREAD is on.
   */
  const unblock = (read: number, attempt: number) => {
    if (!blocked || read !== reads || readerId === null || !client.isReady || outage.isDown || attempt > 20) return;
    client.sendCommand(['CLIENT', 'UNBLOCK', readerId]).then(
      (unblocked) => {
        if (Number(unblocked) === 0) setTimeout(() => unblock(read, attempt + 1), 5);
      },
      () => {
        // The XREAD ends by its own timeout instead.
      },
    );
  };

  const dispatch = (reply: unknown) => {
    for (const [key, entries] of streamsOf(reply)) {
      const feed = byKey.get(key);
      if (!feed) continue;
      const { events, foreign, lastId } = readEntries(entries);
      // Past every entry read, ours or not: a foreign last entry must not be read again and again.
      if (lastId !== null) feed.lastId = lastId;
      for (const id of foreign) onError(new Error(`skipped entry ${id} of Redis stream "${key}": it has no "data" field, so no widget server wrote it`));
      for (const event of events) {
        for (const { listener } of [...feed.listeners]) call(() => listener(event));
      }
    }
  };

  /** A read on the reader's connection, limited in time: a stalled Redis never answers it. */
  const read = (current: RedisClientLike, args: string[], limitMs = readLimitMs) =>
    within(current.sendCommand(args), limitMs, 'the Redis reader');

  /** Takes each new feed's position; a key Redis refuses to read is set aside, not an outage. */
  async function takePositions(current: RedisClientLike) {
    for (const feed of feeds.values()) {
      if (feed.lastId !== null || feed.pending || !unreadable.due(feed)) continue;
      try {
        const lastId = lastIdOf(await read(current, lastIdArgs(feed.key)));
        // Unless `resumeFromEnd` placed it meanwhile, further on.
        feed.lastId ??= lastId;
        unreadable.readable(feed);
      } catch (error) {
        if (!isReplyError(error)) throw error;
        unreadable.refused(feed, error);
      }
    }
  }

  async function step(current: RedisClientLike): Promise<void> {
    woken = false;
    if (readerId === null) readerId = text(await read(current, ['CLIENT', 'ID']));
    await takePositions(current);
    if (!healthy) {
      // Recovered only once updates can be published again too: the fresh renders that
      // follow read the head over the publishing connection.
      await whenConnected();
      if (!client.isReady) throw new Error('the Redis connection for publishing is not ready yet');
      healthy = true;
      outage.recover();
    }
    for (const feed of feeds.values()) {
      if (feed.needsReset && feed.lastId !== null) {
        feed.needsReset = false;
        resetFeed(feed);
      }
    }
    // While Redis is known down, or the feeds are being moved to their streams' ends, nothing is
    // read: what was published during an outage is skipped, never delivered after a render
    // served meanwhile (see `resumeFromEnd`).
    const held = outage.isDown || repositioning > 0;
    const reading = held ? [] : [...feeds.values()].filter((feed) => feed.lastId !== null && unreadable.due(feed));
    if (reading.length === 0) {
      // Every feed is still taking its position, set aside, or gone: wait for that to change.
      if (woken || feeds.size === 0) return;
      await idle.wait(held ? blockMs : unreadable.nextRetryIn(feeds.values()));
      return;
    }
    const args = ['XREAD', 'COUNT', '100', 'BLOCK', String(blockMs), 'STREAMS'];
    for (const feed of reading) args.push(feed.key);
    for (const feed of reading) args.push(feed.lastId!);
    blocked = true;
    reads += 1;
    const from = positions;
    let reply: unknown;
    try {
      reply = await read(current, args, blockMs + readLimitMs);
    } catch (error) {
      if (!isReplyError(error)) throw error;
      // One key spoils the whole XREAD: find it (them) with one short read each.
      await unreadable.findRefused(reading, (feed) => read(current, ['XREAD', 'COUNT', '1', 'STREAMS', feed.key, feed.lastId!]), error);
      return;
    } finally {
      blocked = false;
    }
    for (const feed of reading) unreadable.readable(feed);
    // Read from positions since replaced, or past the start of an outage: skipped (see above).
    if (from === positions && !outage.isDown) dispatch(reply);
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!closed && feeds.size > 0) {
      try {
        if (!reader) {
          // Its own offline queue off: while Redis is away, commands fail at once and this loop's
          // backoff paces the retries.
          const created = client.duplicate({ disableOfflineQueue: true });
          created.on('error', (error) => outage.down(error));
          reader = created;
          readerId = null;
          await within(created.connect(), readLimitMs, 'the Redis reader');
        }
        await step(reader);
        failures = 0;
      } catch (error) {
        if (closed) break;
        healthy = false;
        readerId = null;
        outage.down(error);
        // A read past its time limit: that connection is stuck behind a stalled server (its
        // blocked XREAD would only answer once the server goes on). Start over on a new one.
        if (reader && (error instanceof CommandTimeout || !reader.isOpen)) {
          destroyConnection(reader);
          reader = null;
        }
        await backoffWait.wait(backoffDelay(failures, backoff));
        failures += 1;
        if (reader && !reader.isOpen) {
          // A reader whose reconnects gave up (a client without a reconnect strategy): start over.
          destroyConnection(reader);
          reader = null;
        }
      }
    }
    const finished = reader;
    reader = null;
    readerId = null;
    healthy = false;
    if (finished) destroyConnection(finished);
  }

  const ensureLoop = () => {
    if (loop || closed) return;
    loop = run().finally(() => {
      loop = null;
      // Someone subscribed while the loop was winding down.
      if (feeds.size > 0 && !closed) ensureLoop();
    });
  };

  return {
    subscribe: (widget, listener, options) => {
      if (closed) throw new Error('the Redis broadcaster is closed');
      let feed = feeds.get(widget);
      if (!feed) {
        const created: Feed = { key: keyOf(widget), lastId: null, needsReset: false, pending: false, listeners: new Set() };
        feed = created;
        feeds.set(widget, created);
        byKey.set(created.key, created);
        takePosition(created, { client, outage, commandTimeoutMs, wake });
        ensureLoop();
      }
      const entry = { listener, options };
      feed.listeners.add(entry);
      const target = feed;
      return () => {
        if (!target.listeners.delete(entry) || target.listeners.size > 0) return;
        feeds.delete(widget);
        byKey.delete(target.key);
        unreadable.forget(target);
        wake();
      };
    },
    get healthy() {
      return healthy;
    },
    get running() {
      return loop !== null;
    },
    resetAll: () => {
      for (const feed of feeds.values()) resetFeed(feed);
    },
    resumeFromEnd: async () => {
      // At once (before any await): an XREAD already sent, from the old positions, is dropped.
      positions += 1;
      repositioning += 1;
      try {
        const ends = await readEnds(feeds.values(), client, commandTimeoutMs);
        for (const [feed, lastId] of ends) feed.lastId = lastId;
        return true;
      } catch (error) {
        outage.down(error);
        return false;
      } finally {
        repositioning -= 1;
        wake();
      }
    },
    retryNow: () => backoffWait.wake(),
    close: async () => {
      closed = true;
      feeds.clear();
      byKey.clear();
      backoffWait.wake();
      idle.wake();
      if (reader) destroyConnection(reader);
      await loop;
    },
  };
}
