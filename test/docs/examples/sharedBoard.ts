import { defineServerWidget } from 'cameo-ui/server';

/** The two Redis commands the board uses; a node-redis client has both. */
interface RedisHashes {
  hGetAll(key: string): Promise<Record<string, string>>;
  hSet(key: string, field: string, value: string): Promise<number>;
}

/** A board whose state lives in Redis, so every instance renders the same claims. */
export function sharedBoard(redis: RedisHashes) {
  return defineServerWidget({
    id: 'board',
    render: async () => ({ claims: await redis.hGetAll('board:claims') }),
    actions: {
      claim: {
        type: 'object',
        properties: { card: { type: 'string', minLength: 1 }, user: { type: 'string' } },
        required: ['card', 'user'],
      },
    },
    handleAction: async (_action, args) => {
      const { card, user } = args as { card: string; user: string };
      await redis.hSet('board:claims', card, user); // one field write: no read-modify-write race
    },
  });
}
