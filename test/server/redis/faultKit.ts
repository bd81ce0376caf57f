import { expect } from 'vitest';
import { defineServerWidget, unknownAction } from '../../../src/core';
import { readEventStream } from '../../../src/core/transport/readEventStream';
import type { Broadcaster, WidgetServerErrorContext } from '../../../src/server';
import { startServer, type TestServer } from '../helpers';
import { redisBroadcaster } from './redisKit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it holds; rejects with `describe()` after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(50);
  }
}

/** One update as a viewer got it. */
export interface Seen {
  version: number;
  count: number;
}

/**
 * A viewer as a browser's EventSource is one: it reads the event stream, keeps whichever update
 * has the higher version (as the client kit does), and reconnects with its Last-Event-ID when
 * the stream ends or fails.
 */
export interface Viewer {
  readonly name: string;
  /** Every update received, per connection, in order. */
  readonly received: Seen[][];
  /** The updates the viewer kept (a higher version than the one it held), in order. */
  readonly shown: Seen[];
  readonly latest: number | undefined;
  readonly lastEventId: string;
  /** Ends the connection and stops reconnecting (a tab closed), keeping its Last-Event-ID. */
  close(): Promise<void>;
  /** Opens it again from its Last-Event-ID (the tab back). */
  reopen(): void;
}

export function startViewer(name: string, url: string): Viewer {
  const received: Seen[][] = [];
  const shown: Seen[] = [];
  let lastEventId = '';
  let controller: AbortController | null = null;
  let running: Promise<void> | null = null;

  const connectOnce = async (signal: AbortSignal) => {
    const connection: Seen[] = [];
    received.push(connection);
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId !== '') headers['Last-Event-ID'] = lastEventId;
    const res = await fetch(url, { headers, signal });
    if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`);
    await readEventStream(
      res.body,
      {
        onLastEventId: (id) => (lastEventId = id),
        onEvent: (event) => {
          if (event.type !== 'update') return;
          const body = JSON.parse(event.data) as { data: { count: number }; version: number };
          const seen = { version: body.version, count: body.data.count };
          connection.push(seen);
          if (seen.version > (shown.at(-1)?.version ?? -Infinity)) shown.push(seen);
        },
      },
      { signal },
    );
  };

  const open = () => {
    const current = new AbortController();
    controller = current;
    running = (async () => {
      while (!current.signal.aborted) {
        await connectOnce(current.signal).catch(() => undefined);
        // EventSource's reconnection delay (the server sends `retry: 1000`; shorter here).
        if (!current.signal.aborted) await sleep(200);
      }
    })();
  };
  open();

  return {
    name,
    received,
    shown,
    get latest() {
      return shown.at(-1)?.count;
    },
    get lastEventId() {
      return lastEventId;
    },
    close: async () => {
      controller?.abort();
      await running;
    },
    reopen: open,
  };
}

/** Steps back: a kept update whose count is below the one kept before it. */
export function stepsBack(viewer: Viewer): Array<[Seen, Seen]> {
  const back: Array<[Seen, Seen]> = [];
  for (let i = 1; i < viewer.shown.length; i++) {
    if (viewer.shown[i]!.count < viewer.shown[i - 1]!.count) back.push([viewer.shown[i - 1]!, viewer.shown[i]!]);
  }
  return back;
}

/** Connections on which a version did not grow (the server must never send one). */
export function versionsNotIncreasing(viewer: Viewer): Seen[][] {
  return viewer.received.filter((connection) => connection.some((seen, i) => i > 0 && seen.version <= connection[i - 1]!.version));
}

export interface ActionRun {
  readonly sent: number;
  readonly acknowledged: number;
  readonly failed: string[];
  /** The slowest answer so far, in ms (reported, never asserted). */
  readonly slowestMs: number;
  /** Stops sending; resolves once every action sent has its answer. */
  stop(): Promise<void>;
}

/**
 * One `add` action every `intervalMs` on a fixed schedule, round-robin over `targets`, each
 * answered or failed on its own (a slow answer never delays the next action). A 200 is an
 * acknowledged action.
 */
export function runActions(targets: string[], intervalMs: number): ActionRun {
  let sent = 0;
  let acknowledged = 0;
  let slowestMs = 0;
  const failed: string[] = [];
  const pending = new Set<Promise<void>>();
  const post = (url: string) => {
    const started = performance.now();
    const request = fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"by":1}',
      // The client kit's own action timeout: an answer later than this looks failed to a user.
      signal: AbortSignal.timeout(15_000),
    })
      .then(async (res) => {
        await res.text();
        if (res.status === 200) acknowledged += 1;
        else failed.push(`status ${res.status}`);
      })
      .catch((error: unknown) => void failed.push(String(error)))
      .finally(() => {
        slowestMs = Math.max(slowestMs, performance.now() - started);
        pending.delete(request);
      });
    pending.add(request);
  };
  const timer = setInterval(() => {
    post(targets[sent % targets.length]!);
    sent += 1;
  }, intervalMs);
  return {
    get sent() {
      return sent;
    },
    get acknowledged() {
      return acknowledged;
    },
    get failed() {
      return failed;
    },
    get slowestMs() {
      return slowestMs;
    },
    stop: async () => {
      clearInterval(timer);
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export function describeViewers(viewers: Viewer[], expected: number): string {
  return `expected every viewer at ${expected}; ${viewers.map((v) => `${v.name}=${v.latest}`).join(', ')}`;
}

/**
 * The verdict after a fault, once every viewer converged: every action answered, 0 duplicated
 * (each acknowledged action applied once, nothing applied unacknowledged), 0 lost (every viewer
 * shows every acknowledged action), never back to older state, no version that did not grow,
 * and no error a server reported.
 */
export function expectNothingLostOrStale(
  actions: ActionRun,
  store: { applied: number },
  viewers: Viewer[],
  serverErrors: unknown[],
): void {
  expect(actions.failed).toEqual([]);
  expect(actions.acknowledged).toBe(actions.sent);
  expect(store.applied).toBe(actions.acknowledged);
  expect(viewers.map((viewer) => [viewer.name, viewer.latest])).toEqual(viewers.map((viewer) => [viewer.name, actions.acknowledged]));
  expect(viewers.map((viewer) => [viewer.name, stepsBack(viewer)])).toEqual(viewers.map((viewer) => [viewer.name, []]));
  expect(viewers.map((viewer) => [viewer.name, versionsNotIncreasing(viewer)])).toEqual(viewers.map((viewer) => [viewer.name, []]));
  expect(serverErrors).toEqual([]);
}

/**
 * The shared database of a deployment: every instance reads and writes it, so updates between
 * instances travel only through Redis. `applied` counts actions applied, to catch duplicates.
 */
export function sharedCounter() {
  const store = { count: 0, applied: 0 };
  const widget = defineServerWidget<{ count: number }>({
    id: 'counter',
    render: () => ({ count: store.count }),
    handleAction: (action) => {
      if (action !== 'add') return unknownAction(action);
      store.applied += 1;
      store.count += 1;
      return { count: store.count };
    },
  });
  return { store, widget };
}

export interface Instance extends TestServer {
  serverErrors: Array<[unknown, WidgetServerErrorContext]>;
}

/** One widget server instance on its own Redis broadcaster; its close joins `cleanups`. */
export async function startInstance(
  redisUrl: string,
  keyPrefix: string,
  widget: ReturnType<typeof sharedCounter>['widget'],
  cleanups: Array<() => Promise<unknown>>,
): Promise<Instance> {
  const { broadcaster } = await redisBroadcaster(redisUrl, { keyPrefix });
  cleanups.push(() => (broadcaster as Broadcaster).close());
  const serverErrors: Array<[unknown, WidgetServerErrorContext]> = [];
  const server = await startServer({ widgets: [widget], broadcaster, onError: (error, context) => serverErrors.push([error, context]) });
  return { ...server, serverErrors };
}
