import type { createClient } from 'redis';
import { defineServerWidget } from 'cameo-ui/server';

type Redis = ReturnType<typeof createClient>;

/** A board whose state lives in Redis, so every instance renders the same claims. */
export function sharedBoard(redis: Redis) {
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
