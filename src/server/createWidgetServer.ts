import type { AnyTool } from '../agent/Tool';
import { type ServerWidget, type WidgetInfo, WidgetError } from '../core';
import { createCors, type CorsOptions } from './applyCors';
import type { Broadcaster } from './Broadcaster';
import { createMemoryBroadcaster } from './createMemoryBroadcaster';
import { createBodyReader, remoteAddressKey, type ClientKey } from './createBodyReader';
import type { AuthorizeRequest } from './authorize';
import { compileActionValidators } from '../core/internalAgent';
import { createRequestHandler, type WidgetRequestHandler, type WidgetServerErrorContext } from './createRequestHandler';
import { createWidgetChannel, type WidgetChannel } from './createWidgetChannel';
import { resolveWidgetList } from './resolveWidgetList';

export interface WidgetServerOptions {
  widgets: readonly ServerWidget<unknown>[];
  /** When given, `GET /widgets` lists the widgets these tools declare, in their order. */
  tools?: readonly AnyTool[];
  /** A path prefix for every route, e.g. `/api` serves `/api/widgets`. Default: none. */
  basePath?: string;
  /** The largest action body accepted, in bytes; larger ones get a 413. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Milliseconds an action body may take to arrive, counted from when the server starts reading
   * it; a slower one gets a 408 and the connection is closed. Default 10 000; 0 for none.
   */
  bodyTimeoutMs?: number;
  /**
   * Action bodies read at once, from all clients: the ceiling on what bodies in flight can
   * hold. One more gets a 503 with `Retry-After`, unread, and the connection is closed.
   * Default 100.
   */
  maxConcurrentBodies?: number;
  /**
   * Action bodies read at once from one client (as `clientKey` names it), so a client that
   * stalls its uploads holds this many slots, never all of them. One more from it gets a 429
   * with `Retry-After`, unread, and the connection is closed. Default 10.
   */
  maxConcurrentBodiesPerClient?: number;
  /**
   * Which client a request comes from, for `maxConcurrentBodiesPerClient`. Default: the
   * connection's remote address (`request.socket.remoteAddress`). Behind a proxy every request
   * comes from the proxy's address: return the client's own from the header your proxy sets
   * (and that only it can set), or a user or session id once `authorize` has checked it.
   */
  clientKey?: ClientKey;
  /** How often event streams get a `: ping` comment, in ms; 0 turns it off. Default 15 000. */
  heartbeatMs?: number;
  /**
   * How many recent updates per widget the default in-process broadcaster keeps for
   * `Last-Event-ID` replays. Default 100. Ignored with a `broadcaster` (which has its own bound).
   */
  replayLimit?: number;
  /**
   * How updates reach subscribers and are replayed: the in-process `createMemoryBroadcaster` by
   * default (one instance), or `createRedisBroadcaster` to run several instances. The server
   * never closes a broadcaster it was given.
   */
  broadcaster?: Broadcaster;
  /**
   * Unsent bytes an event stream may accumulate (a client not reading) before it is
   * disconnected; it then reconnects with its Last-Event-ID. Default 1 MiB.
   */
  maxPendingBytes?: number;
  /** Open event streams across all widgets; one more gets a 503 with `Retry-After`. Default 10 000. */
  maxSubscribers?: number;
  /** Cross-origin access for browsers. Default: none, and no CORS header is ever sent. */
  cors?: CorsOptions;
  /**
   * Runs before any work on every route, event streams included (not on CORS preflights).
   * Return `true` to allow, `false` for a 401, or `{status, message, headers?}` to refuse.
   */
  authorize?: AuthorizeRequest;
  /**
   * Receives errors nobody meant to throw (answered as 500s), and a note for each subscriber
   * dropped for reading too slowly. Default `console.error`.
   */
  onError?: (error: unknown, context: WidgetServerErrorContext) => void;
}

/** What the server has done about load since it started, for logs and health checks. */
export interface WidgetServerStats {
  /** Open event streams. */
  subscribers: number;
  /** Streams disconnected because their client let more than `maxPendingBytes` pile up. */
  slowClientsDropped: number;
  /** Event-stream requests refused with a 503 at `maxSubscribers`. */
  subscribersRefused: number;
  /** Action bodies being read now. */
  bodiesReading: number;
  /** Action bodies not complete within `bodyTimeoutMs`, answered with a 408. */
  bodiesTimedOut: number;
  /** Actions refused with a 503 at `maxConcurrentBodies`, their bodies unread. */
  bodiesRefused: number;
  /** Actions refused with a 429 at `maxConcurrentBodiesPerClient`, their bodies unread. */
  bodiesRefusedForClient: number;
}

export interface WidgetServer {
  /** A `node:http` request listener, also usable as connect/Vite/Express middleware. */
  readonly handler: WidgetRequestHandler;
  /**
   * Renders the widget and publishes the result, under its next version, to every subscriber of
   * every instance. Rejects when the broadcaster cannot publish (e.g. Redis is down).
   */
  broadcast(widget: string): Promise<void>;
  /** Ends every event stream and timer; later requests get a 503. */
  close(): void;
  /** What `GET /widgets` lists. */
  readonly widgets: readonly WidgetInfo[];
  /** Open event streams, for one widget or all: lets tests prove that closing cleans up. */
  subscriberCount(widget?: string): number;
  stats(): WidgetServerStats;
}

/**
 * The reference widget server: serves server-side widgets over HTTP and Server-Sent Events (see
 * `createRequestHandler` for the wire protocol). Node only.
 *
 * ```ts
 * const widgets = createWidgetServer({ widgets: [board], tools });
 * http.createServer(widgets.handler).listen(8787);
 * ```
 *
 * Every widget in `widgets` is served; `tools` only narrows and orders the list.
 */
export function createWidgetServer({
  widgets,
  tools,
  basePath = '',
  maxBodyBytes = 64 * 1024,
  bodyTimeoutMs = 10_000,
  maxConcurrentBodies = 100,
  maxConcurrentBodiesPerClient = 10,
  clientKey = remoteAddressKey,
  heartbeatMs = 15_000,
  replayLimit = 100,
  maxPendingBytes = 1024 * 1024,
  maxSubscribers = 10_000,
  cors,
  authorize,
  broadcaster: givenBroadcaster,
  onError = (error, context) => console.error('[cameo-ui/server]', context, error),
}: WidgetServerOptions): WidgetServer {
  assertCount('maxBodyBytes', maxBodyBytes);
  assertCount('bodyTimeoutMs', bodyTimeoutMs);
  // A longer timer would fire at once: Node clamps delays past 2^31 - 1 ms to 1 ms.
  if (bodyTimeoutMs > maxTimerMs) throw new Error(`createWidgetServer: bodyTimeoutMs must be at most ${maxTimerMs} (0 for none), got ${bodyTimeoutMs}.`);
  if (!Number.isSafeInteger(maxConcurrentBodies) || maxConcurrentBodies < 1) {
    throw new Error(`createWidgetServer: maxConcurrentBodies must be a positive integer, got ${maxConcurrentBodies}.`);
  }
  if (!Number.isSafeInteger(maxConcurrentBodiesPerClient) || maxConcurrentBodiesPerClient < 1) {
    throw new Error(`createWidgetServer: maxConcurrentBodiesPerClient must be a positive integer, got ${maxConcurrentBodiesPerClient}.`);
  }
  assertCount('heartbeatMs', heartbeatMs);
  assertCount('replayLimit', replayLimit);
  assertCount('maxPendingBytes', maxPendingBytes);
  assertCount('maxSubscribers', maxSubscribers);

  const byId = new Map<string, ServerWidget<unknown>>();
  for (const widget of widgets) {
    if (byId.has(widget.id)) throw new Error(`createWidgetServer: two widgets have the id "${widget.id}".`);
    byId.set(widget.id, widget);
  }
  const list = resolveWidgetList(byId, tools);
  const actionValidators = compileActionValidators(byId.values(), 'createWidgetServer');

  const lifetime = new AbortController();
  const broadcaster = givenBroadcaster ?? createMemoryBroadcaster({ replayLimit });
  const report = (error: unknown, context: WidgetServerErrorContext) => {
    try {
      onError(error, context);
    } catch {
      // A failing logger must not take a request (or the process) down with it.
    }
  };
  const channels = new Map<string, WidgetChannel>(
    [...byId].map(([id, widget]) => [
      id,
      createWidgetChannel(widget, {
        broadcaster,
        signal: lifetime.signal,
        onRefreshError: (error) => report(error, { operation: 'events', widget: id }),
      }),
    ]),
  );

  const subscriberCount = (widget?: string) =>
    widget === undefined
      ? [...channels.values()].reduce((sum, channel) => sum + channel.subscriberCount, 0)
      : (channels.get(widget)?.subscriberCount ?? 0);
  const counters = { slowClientsDropped: 0, subscribersRefused: 0, bodiesTimedOut: 0, bodiesRefused: 0, bodiesRefusedForClient: 0 };
  const bodies = createBodyReader({
    maxBytes: maxBodyBytes,
    timeoutMs: bodyTimeoutMs,
    maxConcurrent: maxConcurrentBodies,
    maxConcurrentPerClient: maxConcurrentBodiesPerClient,
    clientKey,
    counters,
  });
  const broadcast = async (widget: string) => {
    const channel = channels.get(widget);
    if (!channel) throw new WidgetError(`unknown widget "${widget}"`, 404);
    await channel.broadcast();
  };

  return {
    handler: createRequestHandler({
      prefix: `${normalizeBasePath(basePath)}/widgets`,
      channels,
      listJson: JSON.stringify({ widgets: list }),
      actionValidators,
      cors: createCors(cors),
      authorize,
      bodies,
      heartbeatMs,
      maxPendingBytes,
      maxSubscribers,
      counters,
      subscriberCount: () => subscriberCount(),
      isClosed: () => lifetime.signal.aborted,
      broadcast,
      versionOf: (id) => broadcaster.versionOf(id),
      report,
    }),
    broadcast,
    close: () => {
      lifetime.abort(new Error('widget server closed'));
      for (const channel of channels.values()) channel.end();
      if (!givenBroadcaster) void broadcaster.close();
    },
    widgets: list,
    subscriberCount,
    stats: () => ({ subscribers: subscriberCount(), bodiesReading: bodies.reading, ...counters }),
  };
}

/** The longest delay `setTimeout` keeps. */
const maxTimerMs = 2 ** 31 - 1;

/** `''`, or `/segment…` without a trailing slash: `api/` and `/api/` both become `/api`. */
function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

function assertCount(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`createWidgetServer: ${name} must be a non-negative integer, got ${value}.`);
  }
}
