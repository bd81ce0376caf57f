import { delay } from '../delay';
import type { ColumnId, KanbanBoard, KanbanCard } from './kanban';

export interface KanbanBackend {
  getBoard(signal?: AbortSignal): Promise<KanbanBoard>;
  moveCard(card: string, to: ColumnId, signal?: AbortSignal): Promise<KanbanBoard>;
}

export interface KanbanBackendOptions {
  /** Artificial latency for every call, in ms, so loading and pending states show. */
  delayMs?: number;
  cards?: readonly KanbanCard[];
}

const SEED: readonly KanbanCard[] = [
  { id: 'c1', title: 'Draft the launch email', column: 'todo' },
  { id: 'c2', title: 'Fix the login redirect', column: 'todo' },
  { id: 'c3', title: 'Review the pricing page', column: 'doing' },
  { id: 'c4', title: 'Ship the changelog', column: 'done' },
];

/**
 * An in-process stand-in for a kanban API. Its state lives in this closure, one per backend
 * instance, and every call hands out copies so callers can never mutate it directly.
 */
export function createKanbanBackend({ delayMs = 400, cards = SEED }: KanbanBackendOptions = {}): KanbanBackend {
  let board: KanbanBoard = { cards: cards.map((card) => ({ ...card })) };
  const snapshot = (): KanbanBoard => ({ cards: board.cards.map((card) => ({ ...card })) });

  return {
    async getBoard(signal) {
      await delay(delayMs, signal);
      return snapshot();
    },
    async moveCard(id, to, signal) {
      await delay(delayMs, signal);
      if (!board.cards.some((card) => card.id === id)) throw new Error(`No card with id "${id}".`);
      board = { cards: board.cards.map((card) => (card.id === id ? { ...card, column: to } : card)) };
      return snapshot();
    },
  };
}
