import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';
import { closeConnection, readJsonBody } from './readJsonBody';

/** Seconds a client refused for a body cap is asked to wait, as for the subscriber cap. */
const retryAfterSeconds = 5;

/** Who sent a request, for the per-client cap: by default the connection's remote address. */
export type ClientKey = (request: IncomingMessage) => string;

/** The socket's peer address: one client per address, unless the app says otherwise. */
export const remoteAddressKey: ClientKey = (request) => request.socket.remoteAddress ?? '';

export interface BodyReaderOptions {
  /** The largest body accepted; a larger one is a 413. */
  maxBytes: number;
  /** Milliseconds the whole body may take to arrive; a slower one is a 408. 0: no deadline. */
  timeoutMs: number;
  /** Bodies read at once, from everyone; one more is refused with a 503 before any of it is read. */
  maxConcurrent: number;
  /** Bodies read at once from one client; one more from it is refused with a 429, unread. */
  maxConcurrentPerClient: number;
  /** Which client a request comes from. */
  clientKey: ClientKey;
  /** Counters the server reports in `stats()`. */
  counters: { bodiesTimedOut: number; bodiesRefused: number; bodiesRefusedForClient: number };
}

/** Action bodies read under the server's limits: size, deadline, and how many at once. */
export interface BodyReader {
  /** An action's JSON arguments (see `readJsonBody`), holding one of the slots while it is read. */
  read(req: IncomingMessage): Promise<unknown>;
  /** Bodies being read now. */
  readonly reading: number;
}

const refusal = (message: string, status: number) =>
  new HttpError(message, status, { 'Retry-After': String(retryAfterSeconds), ...closeConnection });

/**
 * Each body being read holds its socket and up to `maxBytes` of buffer: without a cap, a few
 * hundred clients that send headers and then stall hold megabytes until their deadline. The
 * global cap bounds that memory; the per-client cap, checked first, keeps one client from
 * taking every slot, so the others keep getting answers while it stalls. Over either cap a
 * request is refused at once, unread, and its connection closed, so the refusal costs nothing;
 * the slots of every body are given back however its read ends (read, too large, too slow,
 * client gone), and a client with none left is forgotten.
 */
export function createBodyReader({ maxBytes, timeoutMs, maxConcurrent, maxConcurrentPerClient, clientKey, counters }: BodyReaderOptions): BodyReader {
  let reading = 0;
  const byClient = new Map<string, number>();
  return {
    async read(req) {
      const client = clientKey(req);
      const ofClient = byClient.get(client) ?? 0;
      if (ofClient >= maxConcurrentPerClient) {
        counters.bodiesRefusedForClient += 1;
        throw refusal(`too many action bodies being read from this client (${maxConcurrentPerClient}); try again later`, 429);
      }
      if (reading >= maxConcurrent) {
        counters.bodiesRefused += 1;
        throw refusal(`too many action bodies being read (${maxConcurrent}); try again later`, 503);
      }
      reading += 1;
      byClient.set(client, ofClient + 1);
      try {
        return await readJsonBody(req, maxBytes, timeoutMs);
      } catch (error) {
        if (error instanceof HttpError && error.status === 408) counters.bodiesTimedOut += 1;
        throw error;
      } finally {
        reading -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left === 0) byClient.delete(client);
        else byClient.set(client, left);
      }
    },
    get reading() {
      return reading;
    },
  };
}
