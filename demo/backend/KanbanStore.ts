import type { KanbanBoardState } from './createKanbanBoard';
import type { KanbanBoard } from './kanban';

/**
 * Where the board lives: in this process (`createMemoryKanbanStore`, one instance) or in Redis
 * (`createRedisKanbanStore`, shared by every instance behind a load balancer).
 */
export interface KanbanStore {
  read(): Promise<KanbanBoard>;
  /**
   * Applies `change` to the current board and saves the result atomically; resolves with what
   * `change` returned. A throw saves nothing. `change` may run more than once (again on the
   * newer board when another instance wrote first), so it must do nothing but edit the board.
   */
  change<T>(change: (board: KanbanBoardState) => T): Promise<T>;
}
