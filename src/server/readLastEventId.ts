import type { IncomingMessage } from 'node:http';

/**
 * The version a reconnecting client already has: the `Last-Event-ID` header an EventSource
 * sends on its own reconnects, else a `lastEventId` query parameter (a first connection cannot
 * set headers). Anything but a non-negative integer counts as absent.
 */
export function readLastEventId(req: IncomingMessage, query: URLSearchParams): number | undefined {
  const header = req.headers['last-event-id'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || query.get('lastEventId')?.trim();
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}
