/**
 * One update as it travels between instances: `id` is its SSE event id (durable, ordered),
 * `version` the number clients order by (strictly increasing with `id`), `data` the widget's data
 * serialized as JSON text.
 */
export interface BroadcastEvent {
  id: string;
  version: number;
  data: string;
}

/**
 * Where a widget's feed stands at one moment: a render served now is labelled `version`, and a
 * client holding it resumes from `id` (its SSE event id). Every event published later has a
 * higher version, and every event published earlier a version at most `version`.
 */
export interface BroadcastHead {
  id: string;
  version: number;
}

export interface PublishOptions {
  /**
   * Publish only if no other event came after this head (read before rendering `data`). Two
   * instances rendering at once could otherwise publish the older state last; the loser of
   * this compare-and-set renders again.
   */
  ifHead?: BroadcastHead;
  /**
   * When the latest event already holds exactly `data`, store nothing and resolve with that
   * event: several instances publishing their recovery render of one state add it once. A
   * broadcaster may ignore it (then the event is stored again, under a higher version).
   */
  unlessLatest?: boolean;
}

export interface BroadcastSubscribeOptions {
  /**
   * Called after the feed recovered from an outage: events may have been missed meanwhile, so
   * local subscribers need a fresh render. A broadcaster may resume the feed after the events
   * published during the outage rather than deliver them (the fresh render replaces them); it
   * calls `onReset` only once the feed stands there, so the render follows every event skipped.
   */
  onReset?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * How widget updates travel between the instances of a widget server: the in-process
 * `createMemoryBroadcaster` (the default, one instance) or `createRedisBroadcaster` (several).
 */
export interface Broadcaster {
  /**
   * Appends an update for `widget`; resolves with the stored event once it is durable
   * (acknowledged). Rejects when the backend is down (with `BroadcasterUnavailableError`, and
   * then it is never stored later either). With `ifHead`, stores nothing and rejects
   * with `BroadcastConflictError` unless the feed's latest event is still `ifHead`'s id.
   */
  publish(widget: string, data: string, options?: PublishOptions): Promise<BroadcastEvent>;
  /**
   * Receives every event published for `widget` by any instance, in order. `onReset` is called
   * after the feed recovered from an outage. Returns the unsubscribe.
   */
  subscribe(widget: string, listener: (event: BroadcastEvent) => void, options?: BroadcastSubscribeOptions): () => void;
  /**
   * The events after `afterId`, in order; `null` when `afterId` is unknown or fell out of
   * retention (a replay would leave a gap: send a fresh full render instead).
   */
  replay(widget: string, afterId: string): Promise<BroadcastEvent[] | null>;
  /** The version a render served now is labelled with: `head(widget).version`. */
  latestVersion(widget: string): Promise<number>;
  /** The id and version a render served now carries; read it before rendering. */
  head(widget: string): Promise<BroadcastHead>;
  /**
   * The version of an event id this broadcaster issues, or `null` for anything else (garbage,
   * or another broadcaster's format). Checks the form only, not that the event still exists.
   */
  versionOf(id: string): number | null;
  /**
   * Calls `listener` each time the backend is back after an outage, subscribers or not: a
   * widget server publishes then what it could not publish during the outage. Returns the
   * removal. Optional: a broadcaster without outages (the in-process one) leaves it out.
   */
  onRecover?(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * A publish refused because the backend is known to be down. The broadcaster has already
 * reported the outage (once), so the widget server does not log each refused publish again.
 */
export class BroadcasterUnavailableError extends Error {
  override readonly name = 'BroadcasterUnavailableError';
}

export function isBroadcasterUnavailable(error: unknown): boolean {
  return (
    error instanceof BroadcasterUnavailableError ||
    (error instanceof Error && error.name === 'BroadcasterUnavailableError')
  );
}

/** A conditional publish lost: another event came after the head it was rendered from. */
export class BroadcastConflictError extends Error {
  override readonly name = 'BroadcastConflictError';
}

/** By name too, so a second copy of the package (CJS beside ESM) still counts as a conflict. */
export function isBroadcastConflict(error: unknown): boolean {
  return error instanceof BroadcastConflictError || (error instanceof Error && error.name === 'BroadcastConflictError');
}
