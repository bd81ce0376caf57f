import { isReplyError, messageOf } from './within';

interface FeedLike {
  key: string;
}

/**
 * The feeds whose key Redis refuses to read for this reader (someone SET a string at it:
 * WRONGTYPE; an ACL without that key: NOPERM). One such key would fail the shared XREAD of
 * every widget, so it is set aside and read again later on its own (after 1 s, doubling to
 * 30 s), reported once until it reads again.
 */
export interface UnreadableFeeds<Feed extends FeedLike = FeedLike> {
  /** Not set aside, or its next try is due. */
  due(feed: FeedLike): boolean;
  /** Redis refused `feed`'s key: set it aside (reported on the first refusal only). */
  refused(feed: FeedLike, error: unknown): void;
  /** `feed` read fine: if it had been set aside, it is back (and `onReadable` hears it). */
  readable(feed: FeedLike): void;
  /**
   * A reply error failed a read of several feeds: reads each on its own and sets aside the
   * ones refused. Rethrows `error` when none is (the read itself is refused, not one key).
   */
  findRefused(feeds: Feed[], readOne: (feed: Feed) => Promise<unknown>, error: unknown): Promise<void>;
  /** Milliseconds until the first set-aside feed among `feeds` is due, or null for none. */
  nextRetryIn(feeds: Iterable<FeedLike>): number | null;
  forget(feed: FeedLike): void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export function createUnreadableFeeds<Feed extends FeedLike>({
  onError,
  onReadable,
}: {
  onError(error: unknown): void;
  /** A feed set aside reads again: its subscribers may have missed updates meanwhile. */
  onReadable(feed: Feed): void;
}): UnreadableFeeds<Feed> {
  const aside = new Map<FeedLike, { retryAt: number; failures: number }>();

  const refused = (feed: FeedLike, error: unknown) => {
    const state = aside.get(feed);
    const failures = (state?.failures ?? 0) + 1;
    aside.set(feed, { failures, retryAt: performance.now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1)) });
    if (!state) {
      onError(
        new Error(`Redis refused to read stream "${feed.key}": ${messageOf(error)}. Its viewers get no pushes until it can be read; the other widgets are not affected.`, { cause: error }),
      );
    }
  };

  return {
    due: (feed) => {
      const state = aside.get(feed);
      return !state || state.retryAt <= performance.now();
    },
    refused,
    readable: (feed) => {
      if (!aside.delete(feed)) return;
      onReadable(feed as Feed);
    },
    findRefused: async (feeds, readOne, error) => {
      let found = false;
      for (const feed of feeds) {
        try {
          await readOne(feed);
        } catch (oneError) {
          if (!isReplyError(oneError)) throw oneError;
          refused(feed, oneError);
          found = true;
        }
      }
      if (!found) throw error;
    },
    nextRetryIn: (feeds) => {
      let next: number | null = null;
      for (const feed of feeds) {
        const state = aside.get(feed);
        if (state) next = Math.min(next ?? Infinity, Math.max(0, state.retryAt - performance.now()));
      }
      return next;
    },
    forget: (feed) => void aside.delete(feed),
  };
}
