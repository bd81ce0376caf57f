import type { ServerResponse } from 'node:http';

/**
 * Answers with a JSON body, unless the response is already under way or the client is gone: a
 * late answer after a disconnect must be a no-op, never a write-after-end error.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** The protocol's error shape: `{"error": {"message": string, "status": number}}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(res, status, JSON.stringify({ error: { message, status } }), headers);
}
