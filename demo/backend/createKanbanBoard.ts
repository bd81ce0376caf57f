import type { KanbanBoard, KanbanCard } from './kanban';

/** In-memory board state. Every read hands out copies, so callers never mutate it directly. */
export interface KanbanBoardState {
  snapshot(): KanbanBoard;
  readonly size: number;
  /** The number the next created card's id gets (`c<nextId>`), so a saved board can resume it. */
  readonly nextId: number;
  create(title: string): KanbanCard;
  /** Moves the card to Doing under `who`; `undefined` when there is no such card. */
  claim(id: string, who: string): KanbanCard | undefined;
  done(id: string): KanbanCard | undefined;
  /** True when the card existed. */
  remove(id: string): boolean;
}

export const SEED_CARDS: readonly KanbanCard[] = [
  { id: 'c1', title: 'Draft the launch email', column: 'todo', assignee: null },
  { id: 'c2', title: 'Fix the login redirect', column: 'todo', assignee: null },
  { id: 'c3', title: 'Review the pricing page', column: 'doing', assignee: 'Grace' },
  { id: 'c4', title: 'Ship the changelog', column: 'done', assignee: 'Linus' },
];

/**
 * A fresh board per call: its state lives in this closure, never at module level. `firstId`
 * resumes the id sequence of a saved board: after a delete, the card count no longer says
 * which ids are taken.
 */
export function createKanbanBoard(seed: readonly KanbanCard[] = SEED_CARDS, firstId = seed.length + 1): KanbanBoardState {
  let cards: KanbanCard[] = seed.map((card) => ({ ...card }));
  let nextId = firstId;

  const update = (id: string, change: Partial<KanbanCard>) => {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card) return undefined;
    const next = { ...card, ...change };
    cards = cards.map((candidate) => (candidate.id === id ? next : candidate));
    return { ...next };
  };

  return {
    snapshot: () => ({ cards: cards.map((card) => ({ ...card })) }),
    get size() {
      return cards.length;
    },
    get nextId() {
      return nextId;
    },
    create: (title) => {
      const card: KanbanCard = { id: `c${nextId++}`, title, column: 'todo', assignee: null };
      cards = [...cards, card];
      return { ...card };
    },
    claim: (id, who) => update(id, { column: 'doing', assignee: who }),
    done: (id) => update(id, { column: 'done' }),
    remove: (id) => {
      const before = cards.length;
      cards = cards.filter((card) => card.id !== id);
      return cards.length < before;
    },
  };
}
