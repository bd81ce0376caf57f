import { WidgetError } from '../../src/server';
import { createKanbanBoard, SEED_CARDS } from '../backend/createKanbanBoard';
import type { KanbanCard } from '../backend/kanban';
import type { KanbanStore } from '../backend/KanbanStore';

/** The few commands the store needs, so any node-redis client (or pool) fits. */
export interface KanbanRedisClient {
  get(key: string): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

export interface RedisKanbanStoreOptions {
  client: KanbanRedisClient;
  /** Default `cameo:demo:kanban`. */
  key?: string;
  /** The board before anyone wrote it. Default the demo's seed. */
  seed?: readonly KanbanCard[];
  /** Attempts when other instances keep writing first; then a 503. Default 50. */
  maxAttempts?: number;
}

interface SavedBoard {
  cards: KanbanCard[];
  nextId: number;
}

// Compare-and-set: write only if the key still holds what this change was computed from ('' for
// a missing key, which the first writer creates). A script rather than WATCH/MULTI, because
// WATCH belongs to a connection and node-redis multiplexes every caller over one.
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1
`;

/**
 * The board as one JSON value under one Redis key, so every instance reads and changes the same
 * board. Changes are optimistic: computed on the value read, saved only if nobody wrote since,
 * retried otherwise. Plenty for a demo board's write rate.
 */
export function createRedisKanbanStore({
  client,
  key = 'cameo:demo:kanban',
  seed = SEED_CARDS,
  maxAttempts = 50,
}: RedisKanbanStoreOptions): KanbanStore {
  const parse = (raw: string | null): SavedBoard =>
    raw === null ? { cards: seed.map((card) => ({ ...card })), nextId: seed.length + 1 } : (JSON.parse(raw) as SavedBoard);

  return {
    read: async () => ({ cards: parse(await client.get(key)).cards }),
    async change(change) {
      for (let attempt = 0; attempt < maxAttempts; attempt++) {
        const raw = await client.get(key);
        const saved = parse(raw);
        const board = createKanbanBoard(saved.cards, saved.nextId);
        const result = change(board);
        const next: SavedBoard = { cards: board.snapshot().cards, nextId: board.nextId };
        const written = await client.eval(COMPARE_AND_SET, { keys: [key], arguments: [raw ?? '', JSON.stringify(next)] });
        if (written === 1) return result;
      }
      throw new WidgetError('the board is busy; try again', 503);
    },
  };
}
