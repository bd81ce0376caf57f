import { defineWidget } from '../../src/index';
import type { KanbanBackend } from '../backend/createKanbanBackend';
import { isColumnId, type KanbanBoard } from '../backend/kanban';
import { KANBAN } from '../widgetIds';
import { KanbanBoardView } from './KanbanBoardView';

/** The kanban widget, bound to one backend instance. Its launchers send no snapshot. */
export function createKanbanWidget(backend: KanbanBackend) {
  // Explicit, so `render`, `component` and the board type are checked against each other.
  return defineWidget<KanbanBoard>({
    id: KANBAN,
    component: KanbanBoardView,
    render: ({ signal }) => backend.getBoard(signal),
    handleAction: (action, args, { signal }) => {
      if (action !== 'move') throw new Error(`Unknown board action "${action}".`);
      const { card, to } = (args ?? {}) as { card?: unknown; to?: unknown };
      if (typeof card !== 'string' || !isColumnId(to)) throw new Error('A move needs a card id and a column.');
      return backend.moveCard(card, to, signal);
    },
  });
}
