import { HttpError } from './HttpError';

export type Route =
  | { kind: 'list' }
  | { kind: 'render'; widget: string }
  | { kind: 'events'; widget: string }
  | { kind: 'action'; widget: string; action: string };

/** The one method each route answers; anything else is a 405 with this in `Allow`. */
export const routeMethod: Readonly<Record<Route['kind'], 'GET' | 'POST'>> = {
  list: 'GET',
  render: 'GET',
  events: 'GET',
  action: 'POST',
};

/**
 * Matches a path below `prefix` (`basePath + '/widgets'`). Returns `'outside'` for paths not
 * under the prefix (left to the next middleware), `null` for an unknown route under it.
 * Segments are percent-decoded, so widget and action ids may contain any character.
 */
export function matchRoute(pathname: string, prefix: string): Route | 'outside' | null {
  if (pathname === prefix) return { kind: 'list' };
  if (!pathname.startsWith(`${prefix}/`)) return 'outside';
  const segments = pathname.slice(prefix.length + 1).split('/').map(decodeSegment);
  if (segments.some((segment) => segment === '')) return null;
  const [widget, kind, action, ...rest] = segments;
  if (widget === undefined || rest.length > 0) return null;
  if (kind === 'render' && action === undefined) return { kind: 'render', widget };
  if (kind === 'events' && action === undefined) return { kind: 'events', widget };
  if (kind === 'actions' && action !== undefined) return { kind: 'action', widget, action };
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(`malformed URL segment "${segment}"`, 400);
  }
}
