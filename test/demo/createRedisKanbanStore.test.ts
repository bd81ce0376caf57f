// @vitest-environment node
import { createClient } from 'redis';
import { createRedisKanbanStore } from '../../demo/server/createRedisKanbanStore';
import { SEED_CARDS } from '../../demo/backend/createKanbanBoard';
import { startRedis, type RedisServer } from '../../scripts/redisServer.mjs';

// Two instances' stores on one real Redis, each over its own connection, as a deployment has.
let redis: RedisServer;
const clients: { quit(): Promise<unknown> }[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const client of clients) await client.quit();
  await redis?.stop();
});

async function storeOn(key: string) {
  const client = createClient({ url: redis.url });
  clients.push(client);
  await client.connect();
  return createRedisKanbanStore({ client, key });
}

describe('createRedisKanbanStore: one board for every instance', () => {
  it('starts from the seed and shows one instance what another changed', async () => {
    const [a, b] = [await storeOn('seed'), await storeOn('seed')];
    expect((await a.read()).cards).toEqual(SEED_CARDS);
    await a.change((board) => board.claim('c1', 'Ada'));
    expect((await b.read()).cards[0]).toMatchObject({ id: 'c1', column: 'doing', assignee: 'Ada' });
  });

  it('loses no change when both instances write at once', async () => {
    const [a, b] = [await storeOn('race'), await storeOn('race')];
    const titles = Array.from({ length: 40 }, (_, index) => `card ${index}`);
    const created = await Promise.all(titles.map((title, index) => (index % 2 ? a : b).change((board) => board.create(title))));
    const ids = created.map((card) => card.id);
    expect(new Set(ids).size).toBe(titles.length);
    const { cards } = await a.read();
    expect(cards.map((card) => card.title).filter((title) => title.startsWith('card ')).sort()).toEqual([...titles].sort());
  });

  it('saves nothing when the change throws, and never reuses an id after a delete', async () => {
    const store = await storeOn('ids');
    await expect(
      store.change((board) => {
        board.remove('c1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.read()).cards).toHaveLength(SEED_CARDS.length);
    await store.change((board) => board.remove('c2'));
    const card = await store.change((board) => board.create('after a delete'));
    expect(card.id).toBe(`c${SEED_CARDS.length + 1}`);
    const again = await store.change((board) => board.create('and another'));
    expect(again.id).toBe(`c${SEED_CARDS.length + 2}`);
  });
});
