import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type RedisServer } from '../../../scripts/redisServer.mjs';
import { createRedisBroadcaster, type RedisBroadcasterOptions } from '../../../src/server';

const makeClient = (url: string) =>
  createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(20 * 2 ** retries, 200) } });
export type RedisClient = ReturnType<typeof makeClient>;

/**
 * A real redis-server for one test file. Missing binary: a failure that says how to install it
 * (CI installs it), never a skip. Small stream nodes, so `MAXLEN ~ n` trims at test sizes.
 */
export async function startTestRedis(port?: number): Promise<RedisServer> {
  return startRedis({ ...(port !== undefined && { port }), args: ['--stream-node-max-entries', '4'] });
}

const clients: RedisClient[] = [];

/** A connected client whose errors (expected while Redis is down) go to `errors`. */
export async function connectClient(url: string, errors: unknown[] = []): Promise<RedisClient> {
  const client = makeClient(url);
  client.on('error', (error: unknown) => errors.push(error));
  clients.push(client);
  await client.connect();
  return client;
}

export async function closeClients(): Promise<void> {
  for (const client of clients.splice(0)) if (client.isOpen) client.destroy();
}

/** A Redis broadcaster on its own client, with its reported errors collected. */
export async function redisBroadcaster(url: string, options: Partial<RedisBroadcasterOptions> = {}) {
  const errors: unknown[] = [];
  const client = await connectClient(url);
  const broadcaster = createRedisBroadcaster({ client, onError: (error) => errors.push(error), ...options });
  return { client, broadcaster, errors };
}

/** Connections Redis has open right now (CLIENT LIST), this admin one included. */
export async function connectionCount(admin: RedisClient): Promise<number> {
  const list = await admin.sendCommand(['CLIENT', 'LIST']);
  return String(list).trim().split('\n').length;
}

/**
 * A real Redis for one test file: started before its tests, then every client and the server
 * closed after them. `server` may be replaced (a test that restarts Redis on the same port).
 */
export function redisPerFile(): { server: RedisServer } {
  const holder = {} as { server: RedisServer };
  beforeAll(async () => {
    holder.server = await startTestRedis();
  });
  afterAll(async () => {
    await closeClients();
    await holder.server?.stop();
  });
  return holder;
}
