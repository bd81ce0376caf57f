import { createClient } from 'redis';
import { createRedisBroadcaster, type Broadcaster } from '../../src/server';
import type { KanbanStore } from '../backend/KanbanStore';
import { createRedisKanbanStore } from './createRedisKanbanStore';

export interface DemoRedis {
  /** The board, shared by every instance on this Redis. */
  store: KanbanStore;
  /** Updates, shared by every instance on this Redis. */
  broadcaster: Broadcaster;
  close(): Promise<void>;
}

/**
 * What one demo instance needs to run alongside others (`CAMEO_REDIS_URL=redis://… npm run dev`
 * in several terminals): the board and the broadcasts in Redis, over one connection.
 */
export async function connectDemoRedis(url: string, onError: (error: unknown) => void): Promise<DemoRedis> {
  const client = createClient({ url });
  // node-redis reconnects by itself; without a listener an 'error' event would end the process.
  client.on('error', onError);
  await client.connect();
  const broadcaster = createRedisBroadcaster({ client, onError });
  return {
    store: createRedisKanbanStore({ client }),
    broadcaster,
    async close() {
      await broadcaster.close();
      if (client.isOpen) await client.quit();
    },
  };
}
