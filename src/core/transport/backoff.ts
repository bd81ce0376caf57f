/** How a reconnecting stream waits between attempts. */
export interface BackoffOptions {
  /** Milliseconds before the first retry; a server's `retry:` field replaces it. Default 250. */
  initialDelay?: number;
  /** Each failed attempt in a row multiplies the delay by this. Default 2. */
  factor?: number;
  /** The delay never exceeds this, whatever the server's `retry:` says. Default 10 000. */
  maxDelay?: number;
  /**
   * The share of each delay that is random: 0 waits exactly the delay, 1 anywhere from 0 to it.
   * Default 0.5, so clients dropped together do not all come back together.
   */
  jitter?: number;
}

export const defaultBackoff: Required<BackoffOptions> = {
  initialDelay: 250,
  factor: 2,
  maxDelay: 10_000,
  jitter: 0.5,
};

/**
 * Milliseconds to wait before retry number `attempt` (0 for the first retry after a success).
 * `base` overrides `initialDelay` (the server's `retry:`); it is floored at 1 ms so a `retry: 0`
 * still backs off instead of spinning.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  base?: number,
  random: () => number = Math.random,
): number {
  const { initialDelay, factor, maxDelay, jitter } = { ...defaultBackoff, ...definedOnly(options) };
  const start = Math.max(1, base ?? initialDelay);
  const delay = Math.min(maxDelay, start * factor ** attempt);
  const share = Math.min(1, Math.max(0, jitter));
  return Math.max(0, Math.round(delay * (1 - share * random())));
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
