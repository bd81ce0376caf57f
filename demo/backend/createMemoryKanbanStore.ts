import { createKanbanBoard, SEED_CARDS } from './createKanbanBoard';
import type { KanbanCard } from './kanban';
import type { KanbanStore } from './KanbanStore';

/** The board in this process: enough for one instance (`npm run dev`), lost on restart. */
export function createMemoryKanbanStore(seed: readonly KanbanCard[] = SEED_CARDS): KanbanStore {
  const board = createKanbanBoard(seed);
  return {
    read: async () => board.snapshot(),
    // One process, one event loop: a synchronous change is already atomic.
    change: async (change) => change(board),
  };
}
