/**
 * How a retry loop waits between attempts: exponential backoff with jitter. The one place a
 * reconnect or retry delay is computed, for the HTTP transport's event stream and the server's
 * Redis reader alike.
 */
export interface BackoffOptions {
  /** Milliseconds before the first retry; a server's `retry:` field replaces it. Default 250. */
  initialDelay?: number;
  /** Each failed attempt in a row multiplies the delay by this. Default 2. */
  factor?: number;
  /** The delay never exceeds this, whatever the server's `retry:` says. Default 10 000. */
  maxDelay?: number;
  /**
   * The share of each delay that is random, from 0 to 1. The default 0.5 is "equal jitter": a
   * wait between half the delay and all of it. 1 is "full jitter": anywhere from 0 to the delay.
   * 0 waits exactly the delay. Some jitter matters because clients dropped together (a server
   * restart, a Redis failover) would otherwise all come back at the same instant, every time.
   */
  jitter?: number;
}

export interface BackoffInputs {
  /** Replaces `initialDelay` (a server's `retry:`); floored at 1 ms so `retry: 0` cannot spin. */
  base?: number;
  /** A number in [0, 1). Injected by tests; `Math.random` otherwise. */
  random?: () => number;
}

export const defaultBackoff: Required<BackoffOptions> = {
  initialDelay: 250,
  factor: 2,
  maxDelay: 10_000,
  jitter: 0.5,
};

/**
 * Milliseconds to wait before retry number `attempt` (0 for the first retry after a success):
 * `delay = min(maxDelay, base × factor^attempt)`, then `wait = delay × (1 − jitter × random())`,
 * rounded. The cap applies before the jitter, so waits at the cap still spread out.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  { base, random = Math.random }: BackoffInputs = {},
): number {
  const { initialDelay, factor, maxDelay, jitter } = { ...defaultBackoff, ...definedOnly(options) };
  const start = Math.max(1, base ?? initialDelay);
  // `factor ** attempt` may reach Infinity after many failures; the cap absorbs it.
  const delay = Math.min(maxDelay, start * factor ** Math.max(0, attempt));
  const share = Math.min(1, Math.max(0, jitter));
  return Math.max(0, Math.round(delay * (1 - share * random())));
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
