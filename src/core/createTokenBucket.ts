export interface TokenBucketOptions {
  /** Tokens added per second, up to `burst`. */
  perSecond: number;
  /** The most tokens held, and so the longest run allowed at once. */
  burst: number;
  /** Milliseconds, monotonic. */
  now: () => number;
}

export interface TokenBucket {
  /** Takes a token if one is there: true when the caller may go ahead. */
  take: () => boolean;
}

/** A token bucket: a run of `burst`, then `perSecond` on average. It starts full. */
export function createTokenBucket({ perSecond, burst, now }: TokenBucketOptions): TokenBucket {
  let tokens = burst;
  let at = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
