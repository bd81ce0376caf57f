import type { ServerResponse } from 'node:http';

/**
 * A signal that aborts when the client goes away before its answer is complete. The response's
 * `close` covers every way out (socket reset, client abort, server shutdown); a `close` after
 * `finish` is the normal end of a response and aborts nothing. (The request's own `close` is not
 * used: Node emits it as soon as the body has been read, while the client may still be waiting.)
 */
export function requestSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}
