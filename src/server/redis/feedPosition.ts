import type { BroadcastEvent, BroadcastSubscribeOptions } from '../Broadcaster';
import type { Outage } from './createOutage';
import type { RedisClientLike } from './RedisClientLike';
import { readEntries } from './streamEntries';
import { isReplyError, within } from './within';

/** One widget's feed in the stream reader: its key, where it stands, and its listeners. */
export interface Feed {
  key: string;
  /** The last entry id delivered (or the stream's last id when the feed began); null until known. */
  lastId: string | null;
  /** Events may have been missed before `lastId` was known: reset once it is. */
  needsReset: boolean;
  /** `lastId` is being read over the publishing connection; the loop leaves it alone until then. */
  pending: boolean;
  listeners: Set<Listener>;
}

interface Listener {
  listener: (event: BroadcastEvent) => void;
  options: BroadcastSubscribeOptions;
}

export const lastIdArgs = (key: string) => ['XREVRANGE', key, '+', '-', 'COUNT', '1'];
/** The last entry's id from an XREVRANGE … COUNT 1 reply (ours or a foreign one); '0-0' for none. */
export const lastIdOf = (reply: unknown) => readEntries(reply).lastId ?? '0-0';

/**
 * Reads a new feed's position over the publishing connection, so it is ordered before any head
 * or replay read the subscriber issues next: nothing published after that read can be missed.
 * While that connection is down or stalled, the reader's loop takes it instead (and resets the
 * feed's subscribers, who may have missed updates meanwhile).
 */
export function takePosition(
  feed: Feed,
  { client, outage, commandTimeoutMs, wake }: { client: RedisClientLike; outage: Outage; commandTimeoutMs: number; wake(): void },
) {
  if (!client.isReady || outage.isDown) {
    feed.needsReset = true;
    return;
  }
  feed.pending = true;
  within(client.sendCommand(lastIdArgs(feed.key)), commandTimeoutMs).then(
    (reply) => {
      feed.pending = false;
      if (feed.lastId === null) feed.lastId = lastIdOf(reply);
      wake();
    },
    () => {
      // The loop takes it on the reader's connection instead (and sets aside a key it may not read).
      feed.pending = false;
      feed.needsReset = true;
      wake();
    },
  );
}

/**
 * Each feed's stream end, read over the publishing connection (so a publish that follows is
 * ordered after it). A feed Redis refuses to read is left out (the reader sets it aside); any
 * other failure rejects.
 */
export async function readEnds(feeds: Iterable<Feed>, client: RedisClientLike, commandTimeoutMs: number): Promise<Map<Feed, string>> {
  const ends = new Map<Feed, string>();
  for (const feed of [...feeds]) {
    try {
      ends.set(feed, lastIdOf(await within(client.sendCommand(lastIdArgs(feed.key)), commandTimeoutMs)));
    } catch (error) {
      if (!isReplyError(error)) throw error;
    }
  }
  return ends;
}
