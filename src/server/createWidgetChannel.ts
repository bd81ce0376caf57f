import type { ServerWidget } from '../core/transport/ServerWidget';
import type { EventStream } from './openEventStream';
import { createUpdateEvent, serializeData, type UpdateEvent } from './updateEvent';

/** A widget's live side on the server: its version, its recent updates and its subscribers. */
export interface WidgetChannel {
  readonly widget: ServerWidget<unknown>;
  /** The version of the widget's current state. Only grows. */
  readonly version: number;
  /**
   * Renders the current state. The version is read before the render starts: a broadcast that
   * lands meanwhile gets a higher one, so a client never keeps this result over that push.
   */
  snapshot(signal: AbortSignal): Promise<UpdateEvent>;
  /** Renders, takes the next version, buffers the update and writes it to every subscriber. */
  broadcast(): Promise<UpdateEvent>;
  /**
   * The buffered updates after `lastVersion`, in order; `null` when the buffer no longer
   * reaches back that far (or `lastVersion` is not one this channel issued), so a replay would
   * leave a gap.
   */
  eventsAfter(lastVersion: number): UpdateEvent[] | null;
  add(stream: EventStream): void;
  readonly subscriberCount: number;
  /** Ends every subscriber's stream. */
  end(): void;
}

export interface WidgetChannelOptions {
  /** The first version: the server's start time, so versions keep growing across restarts. */
  startVersion: number;
  replayLimit: number;
  /** Passed to broadcast renders, which belong to no request; aborted when the server closes. */
  signal: AbortSignal;
}

export function createWidgetChannel(
  widget: ServerWidget<unknown>,
  { startVersion, replayLimit, signal }: WidgetChannelOptions,
): WidgetChannel {
  let version = startVersion;
  const buffer: UpdateEvent[] = [];
  const subscribers = new Set<EventStream>();
  // Broadcasts run one at a time, so versions are handed out in the order the renders ran and
  // a slow early render can never publish older state under a newer version.
  let queue: Promise<unknown> = Promise.resolve();

  const render = async (renderSignal: AbortSignal) =>
    serializeData(await widget.render({ widget: widget.id, signal: renderSignal }));

  return {
    widget,
    get version() {
      return version;
    },
    get subscriberCount() {
      return subscribers.size;
    },
    snapshot: async (renderSignal) => {
      const current = version;
      return createUpdateEvent(await render(renderSignal), current);
    },
    broadcast: () => {
      const run = queue.then(async () => {
        const event = createUpdateEvent(await render(signal), ++version);
        buffer.push(event);
        if (buffer.length > replayLimit) buffer.splice(0, buffer.length - replayLimit);
        for (const stream of [...subscribers]) stream.send(event);
        return event;
      });
      queue = run.catch(() => {});
      return run;
    },
    eventsAfter: (lastVersion) => {
      if (lastVersion === version) return [];
      const oldest = buffer[0];
      if (lastVersion > version || !oldest || oldest.version > lastVersion + 1) return null;
      return buffer.filter((event) => event.version > lastVersion);
    },
    add: (stream) => {
      subscribers.add(stream);
      stream.onClose(() => subscribers.delete(stream));
    },
    end: () => {
      for (const stream of [...subscribers]) stream.end();
    },
  };
}
