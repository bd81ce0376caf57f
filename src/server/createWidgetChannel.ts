import type { ServerWidget } from '../core';
import { isBroadcastConflict, isBroadcasterUnavailable, type BroadcastEvent, type Broadcaster, type BroadcastHead } from './Broadcaster';
import type { EventStream } from './openEventStream';
import { createUpdateEvent, serializeData, type UpdateEvent } from './updateEvent';

/** A widget's live side on one server instance: its local subscribers and its broadcaster feed. */
export interface WidgetChannel {
  readonly widget: ServerWidget<unknown>;
  /**
   * Renders the current state, labelled with the broadcaster's head read before the render
   * starts: an update published meanwhile gets a higher version, so a client never keeps this
   * result over that push. While the broadcaster is down, its id is one `replay` never finds.
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
  /** The fresh render published after a feed outage failed. */
  onRefreshError(error: unknown): void;
}

/** The event id of a render served while the broadcaster was down: `replay` never finds it. */
const UNREPLAYABLE_PREFIX = 'unreplayable:';

/** Conditional publishes tried before giving up (see `publishFresh`). */
const MAX_PUBLISH_ATTEMPTS = 10;

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
  // The last version this instance saw: labels renders while the broadcaster cannot be asked.
  let known = 0;
  // Publishes run one at a time, each reading the state after the one before it published, so
  // versions follow the order state was read: a slow early render never lands after a newer
  // one. The recovery render takes its turn in the same line.
  let line: Promise<unknown> = Promise.resolve();
  // State changed that could not be published (the backend was down): publish once it is back,
  // even with no local subscriber, so a viewer elsewhere, or one that replays, gets it.
  let stopWaitingForRecovery: (() => void) | null = null;
  /** A recovery turn waits in the line (not started yet). */
  let recoveryQueued = false;

  const render = async (renderSignal: AbortSignal) =>
    serializeData(await widget.render({ widget: widget.id, signal: renderSignal }));
  const learn = (position: BroadcastHead) => {
    known = Math.max(known, position.version);
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
      // The backend is down (the broadcaster reports that): keep serving renders. This instance
      // may be far behind the others (cut off while they published), so the render is newer
      // than its label: it carries the last version seen here, which every later update still
      // exceeds, but an id no replay finds, so a reconnect with it gets a fresh render rather
      // than the older updates published after that version.
      return createUpdateEvent(await render(renderSignal), known, `${UNREPLAYABLE_PREFIX}${known}`);
    }
    return createUpdateEvent(await render(renderSignal), position.version, position.id);
  };

  /**
   * Reads the head, renders, and publishes only if the head is unchanged. Another instance may
   * publish between this render and this publish, with state newer than ours; publishing after
   * it would leave every viewer on the older state. A loser renders again (the winner's state is
   * then already stored). Past MAX_PUBLISH_ATTEMPTS losses, as many publishes landed after this
   * one began, each rendered later: it gives up (reported), since publishing anyway could land
   * older state over newer.
   */
  const publishFresh = async (recovery: boolean): Promise<UpdateEvent> => {
    for (let attempt = 1; ; attempt += 1) {
      const position = await broadcaster.head(widget.id);
      const data = await render(signal);
      try {
        // The latest event may already hold exactly this state (another instance's recovery
        // render, a render that saw an action another instance then published, or nothing
        // changed): the broadcaster then returns it rather than storing it again.
        const event = await broadcaster.publish(widget.id, data, { ifHead: position, unlessLatest: true });
        learn(event);
        const update = toUpdate(event);
        // The feed resumed past what was published during the outage (see `onReset`), so an
        // event returned as the latest one may never arrive through it: delivered here too
        // (a stream drops what it already has, by version).
        if (recovery) deliver(update);
        return update;
      } catch (error) {
        if (!isBroadcastConflict(error) || attempt === MAX_PUBLISH_ATTEMPTS) throw error;
        // Instances that keep colliding step out of each other's way.
        if (attempt > 2) await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  };

  const waitForRecovery = () => {
    if (stopWaitingForRecovery || !broadcaster.onRecover || signal.aborted) return;
    stopWaitingForRecovery = broadcaster.onRecover(refresh);
  };
  const recovered = () => {
    stopWaitingForRecovery?.();
    stopWaitingForRecovery = null;
  };
  signal.addEventListener('abort', recovered, { once: true });

  /** Takes a turn in the line: head, render and publish, after every earlier turn is done. */
  const publishInTurn = (recovery: boolean, onStart?: () => void): Promise<UpdateEvent> => {
    const turn = line.then(async () => {
      onStart?.();
      try {
        const update = await publishFresh(recovery);
        recovered();
        return update;
      } catch (error) {
        if (isBroadcasterUnavailable(error)) waitForRecovery();
        throw error;
      }
    });
    line = turn.catch(() => {});
    return turn;
  };

  /**
   * After a feed outage, updates may have been missed, and state changed meanwhile was never
   * published: a fresh render is published (not only delivered here), so it reaches every
   * instance and every later replay, with a version above everything served meanwhile.
   */
  function refresh() {
    // One recovery turn at a time: the feed's reset and the broadcaster's recovery both ask.
    if (signal.aborted || recoveryQueued) return;
    recoveryQueued = true;
    publishInTurn(true, () => (recoveryQueued = false)).catch((error: unknown) => {
      // Down again: the next recovery tries again.
      if (!signal.aborted && !isBroadcasterUnavailable(error)) onRefreshError(error);
    });
  }

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
    broadcast: () => publishInTurn(false),
    replay: async (lastEventId) => {
      if (lastEventId.startsWith(UNREPLAYABLE_PREFIX)) return null;
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
