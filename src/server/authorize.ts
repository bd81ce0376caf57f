import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';
import type { Route } from './matchRoute';

/** `true` lets the request through; `false` is a 401; an object answers with its own status. */
export type AuthorizeResult =
  | boolean
  | { status: number; message: string; headers?: Readonly<Record<string, string>> };

/** Which route the request is for, so a hook can allow per widget or action. */
export interface AuthorizeContext {
  /** `null` for a path under the base that is no route (it would be a 404). */
  route: 'list' | 'render' | 'action' | 'events' | null;
  widget?: string;
  action?: string;
}

/**
 * Runs before any work on every widget route, event streams included. Preflight `OPTIONS`
 * requests are not authorized: browsers never send credentials with them.
 */
export type AuthorizeRequest = (
  request: IncomingMessage,
  context: AuthorizeContext,
) => AuthorizeResult | Promise<AuthorizeResult>;

/**
 * Resolves when the hook allows the request; otherwise throws the `HttpError` to answer with.
 * Fails closed: only a literal `true` lets a request through, so a hook that forgets to return
 * refuses. A hook that throws is answered like a widget that throws (a `WidgetError` keeps its
 * status, anything else is a logged 500).
 */
export async function checkAuthorization(
  authorize: AuthorizeRequest,
  request: IncomingMessage,
  context: AuthorizeContext,
): Promise<void> {
  const result: unknown = await authorize(request, context);
  if (result === true) return;
  if (typeof result !== 'object' || result === null) throw new HttpError('unauthorized', 401);
  const { status, message, headers = {} } = result as Exclude<AuthorizeResult, boolean>;
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    throw new Error(`authorize returned status ${String(status)}; a refusal needs a 4xx or 5xx status`);
  }
  throw new HttpError(typeof message === 'string' ? message : 'forbidden', status, headers);
}

export function authorizeContext(route: Route | null): AuthorizeContext {
  if (route === null) return { route: null };
  switch (route.kind) {
    case 'list':
      return { route: 'list' };
    case 'action':
      return { route: 'action', widget: route.widget, action: route.action };
    default:
      return { route: route.kind, widget: route.widget };
  }
}
