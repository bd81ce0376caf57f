import { BroadcastConflictError, BroadcasterUnavailableError, type BroadcastEvent, type Broadcaster, type BroadcastHead } from '../Broadcaster';
import { createStreamReader } from './createStreamReader';
import type { Outage, RedisClientLike } from './RedisClientLike';
import { sequencesPerMs, streamVersion, text, toEvents } from './streamEntries';

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
  /** Outages (once each, not per retry) and listener errors. Default `console.error`. */
  onError?: (error: unknown) => void;
  /**
   * How long a render's or an action's Redis command may take, connecting included, before it
   * counts as an outage: a stalled Redis (a partition, a paused server) must not hang requests.
   * Default 2000 ms.
   */
  commandTimeoutMs?: number;
}

/** The head, atomically: the last entry's id and the server's clock (seconds, microseconds). */
const headScript = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local now = redis.call('TIME')
if last[1] then return {last[1][1], now[1], now[2]} end
return {false, now[1], now[2]}`;

/**
 * XADD only if the stream's last entry is still ARGV[1] ('0-0' for an empty stream), in one
 * step: a compare-and-set no other instance can slip a publish into. False when it moved.
 */
const publishIfHeadScript = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local lastId = last[1] and last[1][1] or '0-0'
if lastId ~= ARGV[1] then return false end
return redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'data', ARGV[3])`;

/** The entries after ARGV[1], or nil when ARGV[1] is no longer (or never was) in the stream. */
const replayScript = `
if #redis.call('XRANGE', KEYS[1], ARGV[1], ARGV[1]) == 0 then return false end
return redis.call('XRANGE', KEYS[1], '(' .. ARGV[1], '+')`;

/**
 * A broadcaster over Redis Streams, for several widget server instances sharing one Redis: each
 * update is an `XADD` to its widget's stream, whose entry id is the SSE event id; every instance
 * reads the streams its viewers watch with a blocking `XREAD` and fans the entries out. A
 * reconnect on any instance replays from the stream; an id trimmed away by `maxLen`, or lost in
 * a Redis restart without persistence, gets a fresh render.
 *
 * While Redis is down: `publish` rejects at once with `BroadcasterUnavailableError` (the widget
 * server still answers the action), `head` and `replay` reject (the server serves renders
 * labelled with the last version it saw), the reader retries with backoff, and `onError` hears
 * of the outage once. When Redis is back, every subscriber's `onReset` runs.
 */
export function createRedisBroadcaster({
  client,
  keyPrefix = 'cameo:widget:',
  maxLen = 1000,
  onError = (error) => console.error('[cameo-ui/server]', error),
  commandTimeoutMs = 2000,
}: RedisBroadcasterOptions): Broadcaster {
  if (!Number.isSafeInteger(maxLen) || maxLen < 1) {
    throw new Error(`createRedisBroadcaster: maxLen must be a positive integer, got ${maxLen}.`);
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
  let down = false;

  const outage: Outage = {
    get isDown() {
      return down;
    },
    down: (error) => {
      if (down || closed) return;
      down = true;
      report(new Error(`Redis is unavailable; updates pause until it is back: ${messageOf(error)}`, { cause: error }));
    },
    recover: () => {
      if (!down || closed) return;
      down = false;
      reader.resetAll();
    },
  };
  const reader = createStreamReader({ client, keyOf, outage, blockMs: 1000, backoff: { initialDelay: 100, maxDelay: 2000 }, onError: report });

  // The user's client may have no 'error' listener of its own: an unheard one would end the process.
  const onClientError = (error: unknown) => outage.down(error);
  // With no reader running (no subscribers), the publishing connection coming back is the recovery.
  const onClientReady = () => {
    if (!reader.running || reader.healthy) outage.recover();
  };
  client.on('error', onClientError);
  client.on('ready', onClientReady);
  const connecting = client.isOpen ? null : client.connect().catch((error: unknown) => outage.down(error));

  // Set when a command outlived commandTimeoutMs on a connection that still looked ready: the
  // next command that answers is the end of that outage.
  let stalled = false;
  /** Runs a command over the publishing connection; a connection failure or a stall is an outage. */
  const command = async (args: string[]): Promise<unknown> => {
    if (closed) throw new Error('the Redis broadcaster is closed');
    // A server started while Redis is away must still answer: wait for the connection only as
    // long as a command may take, never until Redis comes back.
    if (connecting && !client.isReady) await within(connecting, commandTimeoutMs).catch(() => undefined);
    if (!client.isReady) {
      const error = new BroadcasterUnavailableError('Redis is not connected');
      outage.down(error);
      throw error;
    }
    let reply: unknown;
    try {
      reply = await within(client.sendCommand(args), commandTimeoutMs);
    } catch (error) {
      if (error instanceof CommandTimeout) {
        stalled = true;
        outage.down(error);
        throw new BroadcasterUnavailableError(error.message, { cause: error });
      }
      // A reply error (a wrong type, a script error) is a bug to report, not an outage.
      if (client.isReady) throw error;
      outage.down(error);
      throw new BroadcasterUnavailableError(`Redis is not connected: ${messageOf(error)}`, { cause: error });
    }
    if (stalled) {
      stalled = false;
      outage.recover();
    }
    return reply;
  };

  const head = async (widget: string): Promise<BroadcastHead> => {
    const reply = await command(['EVAL', headScript, '1', keyOf(widget)]);
    const [lastId, seconds, micros] = Array.isArray(reply) ? reply : [];
    const nowMs = Number(text(seconds)) * 1000 + Math.floor(Number(text(micros)) / 1000);
    // Every later entry gets an id at or after `nowMs`, so a version just below it is one no
    // later update can equal; it is also above what clients hold, even after Redis lost them.
    const floor = nowMs * sequencesPerMs - 1;
    if (lastId === null || lastId === undefined || lastId === false) return { id: '0-0', version: floor };
    const id = text(lastId);
    return { id, version: Math.max(streamVersion(id) ?? 0, floor) };
  };

  return {
    publish: async (widget, data, { ifHead } = {}) => {
      const args = ifHead
        ? ['EVAL', publishIfHeadScript, '1', keyOf(widget), ifHead.id, String(maxLen), data]
        : ['XADD', keyOf(widget), 'MAXLEN', '~', String(maxLen), '*', 'data', data];
      const reply = await command(args);
      if (ifHead && (reply === null || reply === undefined || reply === false)) {
        throw new BroadcastConflictError(`"${widget}" moved past ${ifHead.id}`);
      }
      const id = text(reply);
      const version = streamVersion(id);
      if (version === null) throw new Error(`Redis returned an unexpected stream id "${id}"`);
      // A publish that works while no reader is watching is the end of an outage.
      if (down && !reader.running) outage.recover();
      return { id, version, data } satisfies BroadcastEvent;
    },
    subscribe: (widget, listener, options = {}) => reader.subscribe(widget, listener, options),
    replay: async (widget, afterId) => {
      if (streamVersion(afterId) === null) return null;
      const reply = await command(['EVAL', replayScript, '1', keyOf(widget), afterId]);
      return reply === null || reply === undefined || reply === false ? null : toEvents(reply);
    },
    latestVersion: async (widget) => (await head(widget)).version,
    head,
    versionOf: streamVersion,
    close: async () => {
      if (closed) return;
      closed = true;
      client.off('error', onClientError);
      client.off('ready', onClientReady);
      await reader.close();
    },
  };
}

class CommandTimeout extends Error {}

/** `promise`, or a CommandTimeout after `ms`; the timer never outlives the race. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandTimeout(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
