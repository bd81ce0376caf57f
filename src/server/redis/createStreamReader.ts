import { backoffDelay, type BackoffOptions } from '../../core/transport/backoff';
import type { BroadcastEvent, BroadcastSubscribeOptions } from '../Broadcaster';
import type { Outage, RedisClientLike } from './RedisClientLike';
import { streamsOf, text, toEvents } from './streamEntries';

interface Listener {
  listener: (event: BroadcastEvent) => void;
  options: BroadcastSubscribeOptions;
}

interface Feed {
  key: string;
  /** The last entry id delivered (or the stream's last id when the feed began); null until known. */
  lastId: string | null;
  /** Events may have been missed before `lastId` was known: reset once it is. */
  needsReset: boolean;
  /** `lastId` is being read over the publishing connection; the loop leaves it alone until then. */
  pending: boolean;
  listeners: Set<Listener>;
}

export interface StreamReaderOptions {
  client: RedisClientLike;
  keyOf(widget: string): string;
  outage: Outage;
  /** How long one XREAD blocks; a subscription change interrupts it sooner. */
  blockMs: number;
  /** Retry delays after a failure, jittered so instances that lost one Redis don't retry in step. */
  backoff: BackoffOptions;
  onError(error: unknown): void;
}

export interface StreamReader {
  subscribe(widget: string, listener: (event: BroadcastEvent) => void, options: BroadcastSubscribeOptions): () => void;
  /** True while the loop runs and its last command succeeded. */
  readonly healthy: boolean;
  readonly running: boolean;
  /** Calls every subscriber's `onReset`. */
  resetAll(): void;
  close(): Promise<void>;
}

/** Closes a connection at once, whatever state it is in (connecting, open, closed). */
function destroy(connection: RedisClientLike) {
  try {
    connection.destroy();
  } catch {
    // Already closed.
  }
}

const lastIdArgs = (key: string) => ['XREVRANGE', key, '+', '-', 'COUNT', '1'];
const lastIdOf = (reply: unknown) => toEvents(reply)[0]?.id ?? '0-0';

/**
 * One blocking XREAD loop per broadcaster, over the streams of the widgets that have
 * subscribers, on its own connection (`client.duplicate()`). It runs only while there are
 * subscribers: the last unsubscribe ends it and closes that connection. A failure marks the
 * backend down and is retried with backoff; the first success afterwards (with the publishing
 * connection ready too) marks it up, which resets every subscriber.
 */
export function createStreamReader({ client, keyOf, outage, blockMs, backoff, onError }: StreamReaderOptions): StreamReader {
  const feeds = new Map<string, Feed>();
  const byKey = new Map<string, Feed>();
  let reader: RedisClientLike | null = null;
  let readerId: string | null = null;
  let blocked = false;
  /** Counts XREADs, so an unblock retry never hits a later one. */
  let reads = 0;
  let healthy = false;
  let loop: Promise<void> | null = null;
  let closed = false;
  let wakeSleep: (() => void) | null = null;
  let wakeIdle: (() => void) | null = null;
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

  /** Wakes the loop (idle, or blocked in XREAD) so it picks up a changed set of streams. */
  const wake = () => {
    woken = true;
    if (wakeIdle) return wakeIdle();
    unblock(reads, 0);
  };
  /**
   * CLIENT UNBLOCK over the publishing connection. It can reach Redis before the XREAD it aims
   * at (two connections): then it unblocks nobody, and is tried again while that XREAD is on.
   */
  const unblock = (read: number, attempt: number) => {
    if (!blocked || read !== reads || readerId === null || !client.isReady || attempt > 20) return;
    client.sendCommand(['CLIENT', 'UNBLOCK', readerId]).then(
      (unblocked) => {
        if (Number(unblocked) === 0) setTimeout(() => unblock(read, attempt + 1), 5);
      },
      () => {
        // The XREAD ends by its own timeout instead.
      },
    );
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleep = null;
        resolve();
      }
      wakeSleep = done;
    });

  const dispatch = (reply: unknown) => {
    for (const [key, entries] of streamsOf(reply)) {
      const feed = byKey.get(key);
      if (!feed) continue;
      for (const event of toEvents(entries)) {
        feed.lastId = event.id;
        for (const { listener } of [...feed.listeners]) call(() => listener(event));
      }
    }
  };

  async function step(current: RedisClientLike): Promise<void> {
    woken = false;
    if (readerId === null) readerId = text(await current.sendCommand(['CLIENT', 'ID']));
    for (const feed of feeds.values()) {
      if (feed.lastId !== null || feed.pending) continue;
      feed.lastId = lastIdOf(await current.sendCommand(lastIdArgs(feed.key)));
    }
    if (!healthy) {
      // Recovered only once updates can be published again too: the fresh renders that
      // follow read the head over the publishing connection.
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
    const reading = [...feeds.values()].filter((feed) => feed.lastId !== null);
    if (reading.length === 0) {
      // Every feed is still taking its position (or none is left): wait for that to change.
      if (woken || feeds.size === 0) return;
      await new Promise<void>((resolve) => {
        wakeIdle = () => {
          wakeIdle = null;
          resolve();
        };
      });
      return;
    }
    const args = ['XREAD', 'COUNT', '100', 'BLOCK', String(blockMs), 'STREAMS'];
    for (const feed of reading) args.push(feed.key);
    for (const feed of reading) args.push(feed.lastId!);
    blocked = true;
    reads += 1;
    try {
      dispatch(await current.sendCommand(args));
    } finally {
      blocked = false;
    }
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
          await created.connect();
        }
        await step(reader);
        failures = 0;
      } catch (error) {
        if (closed) break;
        healthy = false;
        readerId = null;
        outage.down(error);
        await sleep(backoffDelay(failures, backoff));
        failures += 1;
        if (reader && !reader.isOpen) {
          // A reader whose reconnects gave up (a client without a reconnect strategy): start over.
          destroy(reader);
          reader = null;
        }
      }
    }
    const finished = reader;
    reader = null;
    readerId = null;
    healthy = false;
    if (finished) destroy(finished);
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
        if (client.isReady) {
          // Over the publishing connection, so it is ordered before any head or replay read the
          // caller issues next: nothing published after that read can be missed.
          created.pending = true;
          client.sendCommand(lastIdArgs(created.key)).then(
            (reply) => {
              created.pending = false;
              if (created.lastId === null) created.lastId = lastIdOf(reply);
              wake();
            },
            () => {
              created.pending = false;
              created.needsReset = true;
              wake();
            },
          );
        } else {
          created.needsReset = true;
        }
        ensureLoop();
      }
      const entry: Listener = { listener, options };
      feed.listeners.add(entry);
      const target = feed;
      return () => {
        if (!target.listeners.delete(entry) || target.listeners.size > 0) return;
        feeds.delete(widget);
        byKey.delete(target.key);
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
    close: async () => {
      closed = true;
      feeds.clear();
      byKey.clear();
      wakeSleep?.();
      wakeIdle?.();
      if (reader) destroy(reader);
      await loop;
    },
  };
}
