import { BroadcastConflictError, type BroadcastEvent, type Broadcaster, type BroadcastHead } from './Broadcaster';

export interface MemoryBroadcasterOptions {
  /** How many recent events per widget are kept for replays. Default 100. */
  replayLimit?: number;
  /** The version before the first event: the start time, so versions keep growing across restarts. Default `Date.now()`. */
  startVersion?: number;
}

interface Feed {
  version: number;
  buffer: BroadcastEvent[];
  listeners: Set<(event: BroadcastEvent) => void>;
}

/**
 * The in-process broadcaster: one instance, nothing to run. Versions count up per widget from
 * `startVersion`, and an event's id is its version as a decimal string. Listeners are called
 * synchronously inside `publish`, so local subscribers have an update before it resolves.
 */
export function createMemoryBroadcaster({
  replayLimit = 100,
  startVersion = Date.now(),
}: MemoryBroadcasterOptions = {}): Broadcaster {
  const feeds = new Map<string, Feed>();
  let closed = false;
  const feed = (widget: string) => {
    let found = feeds.get(widget);
    if (!found) {
      found = { version: startVersion, buffer: [], listeners: new Set() };
      feeds.set(widget, found);
    }
    return found;
  };
  const head = (widget: string): BroadcastHead => {
    const { version } = feed(widget);
    return { id: String(version), version };
  };

  const versionOf = (id: string) => {
    if (!/^\d+$/.test(id)) return null;
    const version = Number(id);
    return Number.isSafeInteger(version) ? version : null;
  };

  return {
    publish: async (widget, data, { ifHead } = {}) => {
      if (closed) throw new Error('the broadcaster is closed');
      const target = feed(widget);
      if (ifHead && ifHead.id !== String(target.version)) {
        throw new BroadcastConflictError(`"${widget}" moved past ${ifHead.id} to ${target.version}`);
      }
      target.version += 1;
      const event = { id: String(target.version), version: target.version, data };
      target.buffer.push(event);
      if (target.buffer.length > replayLimit) target.buffer.splice(0, target.buffer.length - replayLimit);
      for (const listener of [...target.listeners]) listener(event);
      return event;
    },
    subscribe: (widget, listener) => {
      const { listeners } = feed(widget);
      // A wrapper, so the same function subscribed twice is two subscriptions.
      const entry = (event: BroadcastEvent) => listener(event);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    replay: async (widget, afterId) => {
      const after = versionOf(afterId);
      const { version, buffer } = feed(widget);
      if (after === null || after > version) return null;
      if (after === version) return [];
      const oldest = buffer[0];
      if (!oldest || oldest.version > after + 1) return null;
      return buffer.filter((event) => event.version > after);
    },
    latestVersion: async (widget) => head(widget).version,
    head: async (widget) => head(widget),
    versionOf,
    close: async () => {
      closed = true;
      for (const { listeners } of feeds.values()) listeners.clear();
    },
  };
}
