import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';
import { closeConnection, readJsonBody } from './readJsonBody';

/** Seconds a client refused for the body cap is asked to wait, as for the subscriber cap. */
const retryAfterSeconds = 5;

export interface BodyReaderOptions {
  /** The largest body accepted; a larger one is a 413. */
  maxBytes: number;
  /** Milliseconds the whole body may take to arrive; a slower one is a 408. 0: no deadline. */
  timeoutMs: number;
  /** Bodies read at once; one more is refused with a 503 before any of it is read. */
  maxConcurrent: number;
  /** Counters the server reports in `stats()`. */
  counters: { bodiesTimedOut: number; bodiesRefused: number };
}

/** Action bodies read under the server's limits: size, deadline, and how many at once. */
export interface BodyReader {
  /** An action's JSON arguments (see `readJsonBody`), holding one of the slots while it is read. */
  read(req: IncomingMessage): Promise<unknown>;
  /** Bodies being read now. */
  readonly reading: number;
}

/**
 * Each body being read holds its socket and up to `maxBytes` of buffer: without a cap, a few
 * hundred clients that send headers and then stall hold megabytes until their deadline. Over
 * the cap a request is refused at once, unread, and its connection closed, so the refusal costs
 * nothing; the slot of every body is given back however its read ends (read, too large, too
 * slow, client gone).
 */
export function createBodyReader({ maxBytes, timeoutMs, maxConcurrent, counters }: BodyReaderOptions): BodyReader {
  let reading = 0;
  return {
    async read(req) {
      if (reading >= maxConcurrent) {
        counters.bodiesRefused += 1;
        throw new HttpError(`too many action bodies being read (${maxConcurrent}); try again later`, 503, {
          'Retry-After': String(retryAfterSeconds),
          ...closeConnection,
        });
      }
      reading += 1;
      try {
        return await readJsonBody(req, maxBytes, timeoutMs);
      } catch (error) {
        if (error instanceof HttpError && error.status === 408) counters.bodiesTimedOut += 1;
        throw error;
      } finally {
        reading -= 1;
      }
    },
    get reading() {
      return reading;
    },
  };
}
