import type { BackoffOptions } from '../../core';
import type { BroadcastEvent, BroadcastSubscribeOptions } from '../Broadcaster';
import type { Outage } from './createOutage';
import type { RedisClientLike } from './RedisClientLike';

export interface StreamReaderOptions {
  client: RedisClientLike;
  /** Resolves once the publishing connection's first connect is over (a bounded wait). */
  whenConnected(): Promise<void>;
  keyOf(widget: string): string;
  outage: Outage;
  /** How long one XREAD blocks; a subscription change interrupts it sooner. */
  blockMs: number;
  /**
   * The publishing connection's limit. The reader allows twice that for a read or a connect (an
   * XREAD gets `blockMs` more): past it, it counts a stall, drops its connection and starts over
   * on a new one. Generous, since the health probe notices a stall first; this is the backstop.
   */
  commandTimeoutMs: number;
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
  /**
   * After an outage: every feed goes on from its stream's current end, skipping what was
   * published meanwhile (a fresh render replaces it). False when Redis failed again meanwhile.
   */
  resumeFromEnd(): Promise<boolean>;
  /** Ends a backoff wait now (the publishing connection just came back, so Redis likely did). */
  retryNow(): void;
  close(): Promise<void>;
}
