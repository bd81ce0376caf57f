/**
 * # Widget server wire protocol
 *
 * JSON in UTF-8 over HTTP, below a base path (`{base}`, default empty). Widget and action ids are
 * single path segments, percent-encoded by the client (`encodeURIComponent`).
 *
 * `GET {base}/widgets`
 *   200 `{"widgets": [{"id": string, "container"?: "modal"|"drawer"|"fullscreen", "title"?: string}]}`
 *
 * `GET {base}/widgets/:id/render`
 *   200 `{"data": any, "version": number}`. Versions are integers that only grow per widget (the
 *   in-process broadcaster starts them at the server's start time in milliseconds, so they keep
 *   growing across restarts; the Redis one derives them from stream ids); a client keeps
 *   whichever of a render and a pushed update has the higher version.
 *
 * `POST {base}/widgets/:id/actions/:action`
 *   Body: the action's arguments as JSON, `Content-Type: application/json`. An empty body (which
 *   may omit the Content-Type) means `null`.
 *   200 `{"result": any}` (`null` when the action returns nothing). After a successful action
 *   the server renders the widget and pushes the update to its subscribers before answering.
 *   The body must arrive within `bodyTimeoutMs` of the server starting to read it (10 s by
 *   default), and at most `maxConcurrentBodies` (100) are read at once, at most
 *   `maxConcurrentBodiesPerClient` (10) of them from one client (by remote address, or the
 *   app's `clientKey`): a slow or stalled upload holds a socket and a buffer, so it cannot be
 *   left to Node's own 300 s request timeout, and one client's stalled uploads cannot take
 *   every slot.
 *
 * `GET {base}/widgets/:id/events`
 *   A Server-Sent Events stream (`text/event-stream`, `Cache-Control: no-cache`,
 *   `Connection: keep-alive`, `X-Accel-Buffering: no`). It starts with `retry: 1000`, sends a
 *   `: ping` comment every heartbeat (15 s by default), and carries updates as
 *
 *       id: <event id>
 *       event: update
 *       data: {"data": any, "version": <version>}
 *
 *   The event id is opaque to clients, which send it back as `Last-Event-ID`: the version in
 *   decimal with the in-process broadcaster, the Redis Stream entry id (`ms-seq`) with Redis.
 *
 *   Each update replaces the widget's data entirely (never a delta). On connect:
 *   - with a `Last-Event-ID` header (or a `?lastEventId=` query parameter), the server replays
 *     the updates after that event, in order, each once; when the broadcaster no longer holds
 *     all of them (the last 100 per widget in process by default, `maxLen` with Redis), or the
 *     id is not one it issued, it sends one update with a fresh render instead, so a client
 *     never misses a change silently;
 *   - without one, it sends the current state as one update at once. A client that already has
 *     that version drops it.
 *   If that first render fails, the server ends the stream and the client reconnects.
 *
 *   A client that lets more than `maxPendingBytes` (1 MiB by default) of updates pile up unread
 *   is disconnected; it reconnects with its Last-Event-ID like after any drop. A replay larger
 *   than that limit is replaced by one fresh render, so a reconnect is never dropped again. Over
 *   `maxSubscribers` open streams (10 000 by default), a new one gets a 503 with `Retry-After`.
 *
 * Hardening, when configured: an `authorize` hook runs first on every route (streams included)
 * and refuses with 401, or its own status; `cors` answers `OPTIONS` preflights and adds
 * `Access-Control-Allow-Origin` for listed origins (without it, no CORS header is ever sent and
 * `OPTIONS` is a 405); a widget's `actions` schemas check args before its `handleAction` runs.
 *
 * Errors, on every route: `{"error": {"message": string, "status": number}}` with that status:
 *   400 malformed JSON body or URL, or args that fail the action's schema (the message names the
 *   field) · 401/403 refused by `authorize` · 404 unknown route, widget or action (or a widget
 *   without actions) · 405 wrong method for the route (with `Allow`) · 408 an action body not
 *   complete by its deadline (the connection is closed) · 413 body over the size limit (64 KiB
 *   by default; the connection is closed) · 415 a body that is not `application/json` · 429 too
 *   many action bodies being read from one client (with `Retry-After`; the body is not read and
 *   the connection is closed) · 503 the
 *   server is closed, or too many subscribers, or too many action bodies being read at once (with
 *   `Retry-After`; the body is not read and the connection is closed) · 500 anything a widget
 *   throws other than a `WidgetError`, as "internal error in widget <id>" (the real error is only
 *   logged). A `WidgetError` answers with its own message and status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cors } from './applyCors';
import { authorizeContext, checkAuthorization, type AuthorizeRequest } from './authorize';
import type { BodyReader } from './createBodyReader';
import type { ActionValidators } from '../core/internalAgent';
import { describeError } from './describeError';
import { HttpError } from './HttpError';
import { matchRoute, routeMethod } from './matchRoute';
import { openEventStream } from './openEventStream';
import { readLastEventId } from './readLastEventId';
import { requestSignal } from './requestSignal';
import { sendError, sendJson } from './sendJson';
import { eventFrame, serializeData, type UpdateEvent } from './updateEvent';
import { isBroadcasterUnavailable } from './Broadcaster';
import type { WidgetChannel } from './createWidgetChannel';

/** The reconnect delay sent to EventSource clients as `retry:`. */
const retryMs = 1000;
/** Seconds a client refused for the subscriber cap is asked to wait before trying again. */
const retryAfterSeconds = 5;

export type NextFunction = (error?: unknown) => void;

/** A `node:http` request listener that is also a connect/Vite/Express middleware. */
export type WidgetRequestHandler = (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;

export interface WidgetServerErrorContext {
  /** `events` also reports a subscriber dropped for reading too slowly. */
  operation: 'render' | 'action' | 'broadcast' | 'events' | 'authorize' | 'request';
  widget?: string;
  action?: string;
}

export interface RequestHandlerContext {
  /** `basePath + '/widgets'`. */
  prefix: string;
  channels: ReadonlyMap<string, WidgetChannel>;
  /** The body of `GET /widgets`, encoded once. */
  listJson: string;
  /** Per widget that declares `actions`, the check for each. */
  actionValidators: ReadonlyMap<string, ActionValidators>;
  cors: Cors | null;
  authorize: AuthorizeRequest | undefined;
  /** Reads action bodies under the size limit, the deadline and the cap on bodies at once. */
  bodies: BodyReader;
  heartbeatMs: number;
  maxPendingBytes: number;
  maxSubscribers: number;
  /** Counters the server reports in `stats()`. */
  counters: { slowClientsDropped: number; subscribersRefused: number };
  subscriberCount(): number;
  isClosed(): boolean;
  broadcast(widget: string): Promise<unknown>;
  /** The broadcaster's reading of a client's Last-Event-ID: its version, or null for a foreign id. */
  versionOf(id: string): number | null;
  report(error: unknown, context: WidgetServerErrorContext): void;
}

export function createRequestHandler(context: RequestHandlerContext): WidgetRequestHandler {
  const { prefix, channels, listJson, actionValidators, cors, authorize, bodies, heartbeatMs } = context;
  const { maxPendingBytes, maxSubscribers, counters, subscriberCount, isClosed, broadcast, report, versionOf } = context;

  /** Answers with the error's JSON; logs it first unless it was meant (or the client left). */
  const fail = (res: ServerResponse, error: unknown, where: WidgetServerErrorContext, signal?: AbortSignal) => {
    const clientLeft = signal?.aborted === true;
    const description = describeError(error, where.widget);
    if (!description.expected && !clientLeft) report(error, where);
    sendError(res, description.status, description.message, description.headers);
  };

  const channelOr404 = (res: ServerResponse, widget: string) => {
    const channel = channels.get(widget);
    if (!channel) sendError(res, 404, `unknown widget "${widget}"`);
    return channel;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, next?: NextFunction): Promise<void> {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));

    let route: ReturnType<typeof matchRoute>;
    let badUrl: unknown;
    try {
      route = matchRoute(pathname, prefix);
    } catch (error) {
      // Only a path under the prefix is decoded, so this one is ours: CORS and auth still apply.
      route = null;
      badUrl = error;
    }
    if (route === 'outside') {
      if (next) next();
      else sendError(res, 404, `no route for ${req.method} ${pathname}`);
      return;
    }
    if (cors) {
      cors.apply(req, res);
      if (req.method === 'OPTIONS') return cors.preflight(req, res);
    }
    if (authorize) {
      try {
        await checkAuthorization(authorize, req, authorizeContext(route));
      } catch (error) {
        return fail(res, error, { operation: 'authorize' });
      }
      // The client left while the hook was awaited: nothing to answer, so no work to start.
      if (res.destroyed) return;
    }
    if (badUrl !== undefined) return fail(res, badUrl, { operation: 'request' });
    if (route === null) return sendError(res, 404, `no route for ${req.method} ${pathname}`);
    const allowed = routeMethod[route.kind];
    if (req.method !== allowed) {
      return sendError(res, 405, `method ${req.method} is not allowed here; use ${allowed}`, { Allow: allowed });
    }
    if (isClosed()) return sendError(res, 503, 'the widget server is closed');

    switch (route.kind) {
      case 'list':
        return sendJson(res, 200, listJson);

      case 'render': {
        const channel = channelOr404(res, route.widget);
        if (!channel) return;
        const signal = requestSignal(res);
        try {
          sendJson(res, 200, (await channel.snapshot(signal)).payload);
        } catch (error) {
          fail(res, error, { operation: 'render', widget: route.widget }, signal);
        }
        return;
      }

      case 'action': {
        const { widget, action } = route;
        const channel = channelOr404(res, widget);
        if (!channel) return;
        const where = { operation: 'action', widget, action } as const;
        const handleAction = channel.widget.handleAction?.bind(channel.widget);
        if (!handleAction) return sendError(res, 404, `widget "${widget}" has no actions`);
        const validators = actionValidators.get(widget);
        const validate = validators?.get(action);
        // With schemas declared, the list is the whole API: anything else never reaches the widget.
        if (validators && !validate) return sendError(res, 404, `unknown action "${action}"`);
        const signal = requestSignal(res);
        let body: string;
        try {
          const args = await bodies.read(req);
          const problem = validate?.(args);
          if (problem) throw new HttpError(problem, 400);
          const result = await handleAction(action, args, { widget, signal });
          body = `{"result":${serializeData(result)}}`;
        } catch (error) {
          return fail(res, error, where, signal);
        }
        // The action succeeded, so the state has likely changed: push it before answering, so a
        // client sees its own update no later than the action's result.
        // A publish refused while the broadcaster is down does not fail the action (its state
        // did change): viewers get a fresh render when the feed recovers, and the outage was
        // already logged once by the broadcaster.
        try {
          await broadcast(widget);
        } catch (error) {
          if (!isBroadcasterUnavailable(error)) report(error, { operation: 'broadcast', widget });
        }
        return sendJson(res, 200, body);
      }

      case 'events': {
        const channel = channelOr404(res, route.widget);
        if (!channel) return;
        if (subscriberCount() >= maxSubscribers) {
          counters.subscribersRefused += 1;
          return sendError(res, 503, `too many subscribers (${maxSubscribers}); try again later`, {
            'Retry-After': String(retryAfterSeconds),
          });
        }
        const widget = route.widget;
        const lastEventId = readLastEventId(req, query);
        const lastVersion = lastEventId === undefined ? null : versionOf(lastEventId);
        const stream = openEventStream(res, {
          heartbeatMs,
          retryMs,
          lastSent: -1,
          maxPendingBytes,
          onSlow: (pendingBytes) => {
            counters.slowClientsDropped += 1;
            const message = `dropped a slow subscriber of widget "${widget}": ${pendingBytes} bytes unsent, over the ${maxPendingBytes}-byte limit`;
            report(new Error(message), { operation: 'events', widget });
          },
        });
        // Subscribed before the replay or render is read, so nothing published meanwhile is
        // missed. Live updates wait while a replay is read, so they cannot overtake it; the
        // stream then drops any they duplicate by version.
        const subscription = channel.add(stream);
        const signal = requestSignal(res);
        let replay: UpdateEvent[] | null = null;
        if (lastVersion !== null) {
          try {
            replay = await channel.replay(lastEventId!);
          } catch (error) {
            // Without the backend there is no replay: a fresh render, and the feed's reset later.
            if (!isBroadcasterUnavailable(error)) report(error, { operation: 'events', widget });
          }
        }
        // A replay larger than a stream may hold would get the client dropped before it is sent,
        // and again on every reconnect: past that size, one fresh render replaces it, as when the
        // broadcaster no longer reaches back.
        if (replay && replay.reduce((bytes, event) => bytes + eventFrame(event).length, 0) > maxPendingBytes) {
          replay = null;
        }
        if (replay) {
          stream.skipThrough(lastVersion!);
          for (const event of replay) stream.send(event);
          subscription.start();
          return;
        }
        // A fresh render does not hold live updates back: one that lands first wins by version.
        subscription.start();
        try {
          stream.send(await channel.snapshot(signal));
        } catch (error) {
          if (!signal.aborted) report(error, { operation: 'events', widget });
          // Never leave the client with a silent gap: it reconnects and gets another try.
          stream.end();
        }
        return;
      }
    }
  }

  return (req, res, next) => {
    handle(req, res, next).catch((error: unknown) => {
      report(error, { operation: 'request' });
      if (res.headersSent) res.end();
      else sendError(res, 500, 'internal error');
    });
  };
}
