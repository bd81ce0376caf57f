import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';

/** Sent with a 413 or 408 so Node closes the socket instead of draining the rest of the upload. */
export const closeConnection = { Connection: 'close' } as const;

/**
 * Reads an action's JSON arguments. The request must say `application/json` (any parameters, e.g.
 * `charset=utf-8`), even with an empty body, which means `null`. Browsers send a cross-site POST
 * without a preflight only when it has no such header (a form, a beacon, `no-cors` fetch), with
 * the user's cookies: requiring it means no other site can run an action, CORS or not.
 * A body over `maxBytes` is refused as soon as that is known (from Content-Length, or while
 * streaming) and the rest is never buffered. One still incomplete after `timeoutMs` (0: no
 * deadline) is a 408: a client that sends headers and then trickles (or stalls) must not hold
 * its buffer and socket until Node's own 300 s request timeout.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number, timeoutMs = 0): Promise<unknown> {
  const contentType = req.headers['content-type'];
  const isJson = contentType !== undefined && mediaType(contentType) === 'application/json';
  if (!isJson) {
    throw new HttpError(
      contentType === undefined
        ? 'an action needs the content type application/json, even with no body'
        : `unsupported content type "${contentType}": send application/json`,
      415,
    );
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const body = await readBody(req, maxBytes, timeoutMs);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError('malformed JSON body: not valid UTF-8', 400);
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(`malformed JSON body: ${(error as Error).message}`, 400);
  }
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(`request body exceeds ${maxBytes} bytes`, 413, closeConnection);
}

function timedOut(timeoutMs: number): HttpError {
  return new HttpError(`request body not received within ${timeoutMs} ms`, 408, closeConnection);
}

function readBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  // A body parser that ran before us (when mounted as middleware) has consumed the stream: waiting
  // for its 'end' would hang the request forever.
  if (req.readableEnded) {
    return Promise.reject(new HttpError('request body was already consumed before the widget server', 500));
  }
  // The client left before reading began (while `authorize` ran): no event is coming.
  if (req.destroyed) return Promise.reject(new HttpError('request body was cut off', 400));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(deadline);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFail);
      req.off('aborted', onFail);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        req.pause();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onFail = (error?: unknown) => {
      stop();
      reject(error instanceof Error ? error : new HttpError('request body was cut off', 400));
    };
    // Closed before its end: the client is gone, whether or not Node also said 'aborted'.
    const onClose = () => onFail();
    const deadline =
      timeoutMs > 0
        ? setTimeout(() => {
            stop();
            req.pause();
            reject(timedOut(timeoutMs));
          }, timeoutMs)
        : undefined;
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onFail);
    req.on('aborted', onFail);
    req.on('close', onClose);
  });
}
