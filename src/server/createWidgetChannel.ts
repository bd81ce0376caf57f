import type { ServerWidget } from '../core/transport/ServerWidget';
import { isBroadcastConflict, type BroadcastEvent, type Broadcaster, type BroadcastHead } from './Broadcaster';
import type { EventStream } from './openEventStream';
import { createUpdateEvent, serializeData, type UpdateEvent } from './updateEvent';

/** A widget's live side on one server instance: its local subscribers and its broadcaster feed. */
export interface WidgetChannel {
  readonly widget: ServerWidget<unknown>;
  /**
   * Renders the current state, labelled with the broadcaster's head read before the render
   * starts: an update published meanwhile gets a higher version, so a client never keeps this
   * result over that push.
   */
  snapshot(signal: AbortSignal): Promise<UpdateEvent>;
  /** Renders and publishes; every instance's subscribers get it through the broadcaster's feed. */
  broadcast(): Promise<UpdateEvent>;
  /** The updates after the client's `lastEventId`, in order; `null` when a replay would leave a gap. */
  replay(lastEventId: string): Promise<UpdateEvent[] | null>;
  /**
   * Adds a subscriber. Updates for it wait until `start()`, so what is written first (a replay
   * or a fresh render) is never overtaken by a live update.
   */
  add(stream: EventStream): { start(): void };
  readonly subscriberCount: number;
  /** Ends every subscriber's stream. */
  end(): void;
}

export interface WidgetChannelOptions {
  broadcaster: Broadcaster;
  /** Passed to broadcast renders, which belong to no request; aborted when the server closes. */
  signal: AbortSignal;
  /** A fresh render for subscribers after a feed outage failed. */
  onRefreshError(error: unknown): void;
}

/** Conditional publishes tried before one unconditional one (see `broadcast`). */
const MAX_PUBLISH_ATTEMPTS = 5;

interface Subscriber {
  stream: EventStream;
  /** Updates waiting for `start()`; null once started. */
  held: UpdateEvent[] | null;
}

export function createWidgetChannel(
  widget: ServerWidget<unknown>,
  { broadcaster, signal, onRefreshError }: WidgetChannelOptions,
): WidgetChannel {
  const subscribers = new Set<Subscriber>();
  let unsubscribe: (() => void) | null = null;
  // The last position this instance saw: labels renders while the broadcaster cannot be asked.
  let known: BroadcastHead = { id: '', version: 0 };
  // Broadcasts run one at a time, so this instance publishes its renders in the order they ran
  // and a slow early render can never publish older state under a newer version.
  let queue: Promise<unknown> = Promise.resolve();

  const render = async (renderSignal: AbortSignal) =>
    serializeData(await widget.render({ widget: widget.id, signal: renderSignal }));
  const learn = (position: BroadcastHead) => {
    if (position.version > known.version) known = { id: position.id, version: position.version };
  };
  const toUpdate = (event: BroadcastEvent) => createUpdateEvent(event.data, event.version, event.id);
  const deliver = (update: UpdateEvent) => {
    for (const subscriber of [...subscribers]) {
      if (subscriber.held) subscriber.held.push(update);
      else subscriber.stream.send(update);
    }
  };

  const snapshot = async (renderSignal: AbortSignal) => {
    let position: BroadcastHead;
    try {
      position = await broadcaster.head(widget.id);
      learn(position);
    } catch {
      // The backend is down (the broadcaster reports that): keep serving renders, labelled with
      // the last position seen, which every later update still exceeds.
      position = known;
    }
    return createUpdateEvent(await render(renderSignal), position.version, position.id);
  };

  /** After a feed outage, updates may have been missed: every subscriber gets a fresh render. */
  const refresh = () => {
    snapshot(signal).then(
      (update) => deliver(update),
      (error: unknown) => {
        if (!signal.aborted) onRefreshError(error);
      },
    );
  };

  const listen = () => {
    unsubscribe = broadcaster.subscribe(
      widget.id,
      (event) => {
        learn(event);
        deliver(toUpdate(event));
      },
      { onReset: refresh },
    );
  };

  return {
    widget,
    get subscriberCount() {
      return subscribers.size;
    },
    snapshot,
    broadcast: () => {
      const run = queue.then(async () => {
        // Another instance may publish between this render and this publish, with state newer
        // than ours; publishing after it would leave every viewer on the older state. So the
        // publish is conditional on the head the render started from, and a loser renders again
        // (the winner's state is then already stored). The last try publishes unconditionally:
        // under endless contention, progress beats order.
        for (let attempt = 1; ; attempt += 1) {
          const last = attempt === MAX_PUBLISH_ATTEMPTS;
          const position = last ? undefined : await broadcaster.head(widget.id);
          const data = await render(signal);
          try {
            const event = await broadcaster.publish(widget.id, data, position && { ifHead: position });
            learn(event);
            return toUpdate(event);
          } catch (error) {
            if (!isBroadcastConflict(error) || last) throw error;
          }
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    replay: async (lastEventId) => {
      const events = await broadcaster.replay(widget.id, lastEventId);
      return events && events.map(toUpdate);
    },
    add: (stream) => {
      const subscriber: Subscriber = { stream, held: [] };
      // Subscribed only while this instance has viewers of the widget: an idle widget costs no
      // feed. Before the subscriber is counted, so a broadcaster that throws (closed) leaks none.
      if (!unsubscribe) listen();
      subscribers.add(subscriber);
      stream.onClose(() => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      });
      return {
        start: () => {
          const held = subscriber.held ?? [];
          subscriber.held = null;
          for (const update of held) stream.send(update);
        },
      };
    },
    end: () => {
      for (const { stream } of [...subscribers]) stream.end();
    },
  };
}
