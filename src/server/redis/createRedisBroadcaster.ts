import { BroadcastConflictError, BroadcasterUnavailableError, type BroadcastEvent, type Broadcaster, type BroadcastHead } from '../Broadcaster';
import { createOutage } from './createOutage';
import { createStreamReader } from './createStreamReader';
import { headScript, publishScript, replayScript, timeMs } from './redisScripts';
import type { RedisClientLike } from './RedisClientLike';
import { sequencesPerMs, streamVersion, text, toEvents } from './streamEntries';
import { CommandTimeout, isReplyError, messageOf, within } from './within';

export interface RedisBroadcasterOptions {
  /**
   * A node-redis client from `createClient({url})`, connected or not (it is then connected).
   * It stays yours: `close()` never closes it. The broadcaster reads on its own connection,
   * `client.duplicate()`, which it closes.
   */
  client: RedisClientLike;
  /** One Redis Stream per widget, at `${keyPrefix}${widget}`. Default `cameo:widget:`. */
  keyPrefix?: string;
  /**
   * Retention: each stream keeps about this many latest updates (`XADD … MAXLEN ~ n`; Redis may
   * keep a few more). A client further behind gets a fresh render. Default 1000.
   */
  maxLen?: number;
  /** Outages (once each, not per retry), unreadable streams, and listener errors. Default `console.error`. */
  onError?: (error: unknown) => void;
  /**
   * How long a Redis command may take, connecting included, before it counts as an outage: a
   * stalled Redis (a partition, a paused server) must not hang requests. A publish Redis has not
   * applied by then never is. Default 2000 ms.
   */
  commandTimeoutMs?: number;
  /**
   * How often a health probe (`TIME`, limited to `commandTimeoutMs`) runs on the publishing
   * connection while Redis is down, and while this instance has viewers: it notices a stall
   * with no traffic, and closes the breaker once Redis answers. Default 1000 ms.
   */
  healthCheckMs?: number;
}

/** Taken off a publish's deadline for clock rounding: Redis must never apply it after we gave up. */
const DEADLINE_MARGIN_MS = 50;

/**
 * A broadcaster over Redis Streams, for several widget server instances sharing one Redis: each
 * update is an `XADD` to its widget's stream, whose entry id is the SSE event id; every instance
 * reads the streams its viewers watch with a blocking `XREAD` and fans the entries out. A
 * reconnect on any instance replays from the stream; an id trimmed away by `maxLen`, or lost in
 * a Redis restart without persistence, gets a fresh render.
 *
 * Once an outage is known (a failed connection, or a command or read past its time limit),
 * `publish`, `head` and `replay` reject at once with `BroadcasterUnavailableError`, like an
 * open circuit breaker; `onError` hears of it once. A health probe notices when Redis answers
 * again; then every subscriber's `onReset` and every `onRecover` listener runs.
 */
export function createRedisBroadcaster({
  client,
  keyPrefix = 'cameo:widget:',
  maxLen = 1000,
  onError = (error) => console.error('[cameo-ui/server]', error),
  commandTimeoutMs = 2000,
  healthCheckMs = 1000,
}: RedisBroadcasterOptions): Broadcaster {
  if (!Number.isSafeInteger(maxLen) || maxLen < 1) {
    throw new Error(`createRedisBroadcaster: maxLen must be a positive integer, got ${maxLen}.`);
  }
  for (const [name, value] of [['commandTimeoutMs', commandTimeoutMs], ['healthCheckMs', healthCheckMs]] as const) {
    if (!(value > 0) || !Number.isFinite(value)) throw new Error(`createRedisBroadcaster: ${name} must be a positive number, got ${value}.`);
  }
  const keyOf = (widget: string) => `${keyPrefix}${widget}`;
  const report = (error: unknown) => {
    try {
      onError(error);
    } catch {
      // A failing logger must not stop the feed.
    }
  };
  let closed = false;
  const recoverListeners = new Set<() => void>();
  /** Recoveries run one after another: each repositions the feeds before its resets. */
  let recovering: Promise<void> = Promise.resolve();
  /**
   * Redis's clock minus ours (`performance.now()`), at the least: learnt from each reply that
   * carries Redis's TIME. A publish's deadline is set on Redis's clock from it.
   */
  let clockOffset: number | null = null;
  const learnClock = (seconds: unknown, micros: unknown, sentAt: number) => {
    // TIME was read before its reply got here, so this bound never puts Redis's clock ahead of
    // where it is. A slow reply gives a loose bound (deadlines too early): one is kept only when
    // nothing better is known.
    const receivedAt = performance.now();
    const offset = timeMs(text(seconds), text(micros)) - receivedAt;
    if (!Number.isFinite(offset)) return;
    if (clockOffset === null || receivedAt - sentAt < commandTimeoutMs / 4) clockOffset = offset;
  };

  /** Set once below: the client's first connect, when `client` came unconnected. */
  let connecting: Promise<unknown> | null = null;
  /**
   * A client still making its first connection is not an outage (a server started just before
   * its first viewer): wait for it, only as long as a command may take, never until Redis is back.
   */
  const whenConnected = async () => {
    if (connecting && !client.isReady) await within(connecting, commandTimeoutMs).catch(() => undefined);
  };

  const outage = createOutage({
    healthCheckMs,
    probe: async () => {
      await whenConnected();
      if (!client.isReady) throw new BroadcasterUnavailableError('Redis is not connected');
      const sentAt = performance.now();
      const reply = await within(client.sendCommand(['TIME']), commandTimeoutMs);
      if (Array.isArray(reply)) learnClock(reply[0], reply[1], sentAt);
    },
    reader: () => reader,
    onRecover: () => {
      // Each feed resumes from its stream's end, not from where it stood: what was published
      // during the outage (this instance may have been cut off while others went on) would
      // otherwise arrive after a render served meanwhile, and older. The fresh renders that
      // replace it are read after that, so they reflect every update skipped.
      // Started at once, so no read from the old positions is delivered meanwhile.
      const resumed = reader.resumeFromEnd();
      recovering = recovering.then(async () => {
        // Down again: the next recovery does it.
        if (!(await resumed)) return;
        reader.resetAll();
        for (const listener of [...recoverListeners]) {
          try {
            listener();
          } catch (error) {
            report(error);
          }
        }
      });
    },
    report,
  });
  const reader = createStreamReader({
    client,
    whenConnected,
    keyOf,
    outage,
    blockMs: 1000,
    commandTimeoutMs,
    backoff: { initialDelay: 100, maxDelay: 2000 },
    onError: report,
  });

  // The user's client may have no 'error' listener of its own: an unheard one would end the process.
  const onClientError = (error: unknown) => outage.down(error);
  // The publishing connection is back: probe now rather than at the next tick, and let the
  // reader try again now rather than at the end of its backoff.
  const onClientReady = () => {
    outage.watch(true);
    reader.retryNow();
  };
  client.on('error', onClientError);
  client.on('ready', onClientReady);
  connecting = client.isOpen ? null : client.connect().catch((error: unknown) => outage.down(error));

  /** Runs a command over the publishing connection; refused at once while the outage is known. */
  const command = async (args: string[]): Promise<unknown> => {
    if (closed) throw new Error('the Redis broadcaster is closed');
    if (outage.isDown) throw new BroadcasterUnavailableError('Redis is unavailable (known down; a health probe is waiting for it)');
    // A server started while Redis is away must still answer: wait for the connection only as
    // long as a command may take, never until Redis comes back.
    await whenConnected();
    if (!client.isReady) {
      const error = new BroadcasterUnavailableError('Redis is not connected');
      outage.down(error);
      throw error;
    }
    try {
      return await within(client.sendCommand(args), commandTimeoutMs);
    } catch (error) {
      // A reply error (a wrong type, no permission, a script error) is a bug to report, not an outage.
      if (isReplyError(error) || (!(error instanceof CommandTimeout) && client.isReady)) throw error;
      outage.down(error);
      throw new BroadcasterUnavailableError(`Redis is unavailable: ${messageOf(error)}`, { cause: error });
    }
  };

  const head = async (widget: string): Promise<BroadcastHead> => {
    const sentAt = performance.now();
    const reply = await command(['EVAL', headScript, '1', keyOf(widget)]);
    const [lastId, seconds, micros] = Array.isArray(reply) ? reply : [];
    learnClock(seconds, micros, sentAt);
    // Every later entry gets an id at or after `nowMs`, so a version just below it is one no
    // later update can equal; it is also above what clients hold, even after Redis lost them.
    const floor = timeMs(text(seconds), text(micros)) * sequencesPerMs - 1;
    if (lastId === null || lastId === undefined || lastId === false) return { id: '0-0', version: floor };
    const id = text(lastId);
    return { id, version: Math.max(streamVersion(id) ?? 0, floor) };
  };

  /** The time on Redis's clock past which a command sent now must not be applied. */
  const deadline = async (): Promise<number> => {
    if (clockOffset === null) {
      const sentAt = performance.now();
      const reply = await command(['TIME']);
      if (Array.isArray(reply)) learnClock(reply[0], reply[1], sentAt);
      if (clockOffset === null) throw new Error('Redis answered TIME with something else');
    }
    return Math.floor(performance.now() + clockOffset) + commandTimeoutMs - DEADLINE_MARGIN_MS;
  };

  return {
    publish: async (widget, data, { ifHead, unlessLatest = false } = {}) => {
      const by = await deadline();
      const args = [keyOf(widget), ifHead?.id ?? '', String(maxLen), data, String(by), unlessLatest ? '1' : '0'];
      const reply = await command(['EVAL', publishScript, '1', ...args]);
      if (reply === 0 || reply === '0') {
        // Redis got it too late: the caller would have given up on it by then.
        const error = new CommandTimeout(`Redis did not apply a publish within ${commandTimeoutMs} ms`);
        outage.down(error);
        throw new BroadcasterUnavailableError(error.message, { cause: error });
      }
      if (reply === null || reply === undefined || reply === false) {
        if (ifHead) throw new BroadcastConflictError(`"${widget}" moved past ${ifHead.id}`);
      }
      const id = text(reply);
      const version = streamVersion(id);
      if (version === null) throw new Error(`Redis returned an unexpected stream id "${id}"`);
      return { id, version, data } satisfies BroadcastEvent;
    },
    subscribe: (widget, listener, options = {}) => {
      const stop = reader.subscribe(widget, listener, options);
      outage.watch();
      return stop;
    },
    replay: async (widget, afterId) => {
      if (streamVersion(afterId) === null) return null;
      const reply = await command(['EVAL', replayScript, '1', keyOf(widget), afterId]);
      return reply === null || reply === undefined || reply === false ? null : toEvents(reply);
    },
    latestVersion: async (widget) => (await head(widget)).version,
    head,
    versionOf: streamVersion,
    onRecover: (listener) => {
      const entry = () => listener();
      recoverListeners.add(entry);
      return () => void recoverListeners.delete(entry);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      outage.close();
      recoverListeners.clear();
      client.off('error', onClientError);
      client.off('ready', onClientReady);
      await reader.close();
    },
  };
}
