import type { IncomingMessage } from 'node:http';

/**
 * The event id a reconnecting client resumes from: the `Last-Event-ID` header an EventSource
 * sends on its own reconnects, else a `lastEventId` query parameter (a first connection cannot
 * set headers). Returned as sent (trimmed); the broadcaster decides whether it is one of its
 * ids. Empty counts as absent.
 */
export function readLastEventId(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = req.headers['last-event-id'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || query.get('lastEventId')?.trim();
  return raw || undefined;
}
