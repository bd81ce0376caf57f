/**
 * The part of a node-redis (v5, v6) client the Redis broadcaster uses: a client from
 * `createClient({url})`, connected or not. Structural, so any RESP version, modules or type
 * mapping fit, and `redis` is never imported at run time by this package.
 */
export interface RedisClientLike {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  sendCommand(args: readonly string[]): Promise<unknown>;
  /** A second connection with the same options (and these overrides): the blocking reader. */
  duplicate(overrides?: { disableOfflineQueue?: boolean }): RedisClientLike;
  /** Closes at once, rejecting what is pending (a blocked XREAD included). */
  destroy(): void;
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
  off(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/** Closes a connection at once, whatever state it is in (connecting, open, closed). */
export function destroyConnection(connection: RedisClientLike): void {
  try {
    connection.destroy();
  } catch {
    // Already closed.
  }
}
