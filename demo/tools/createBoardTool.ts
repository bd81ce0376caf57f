import { defineTool, ok } from '../../src/index';
import type { KanbanBackend } from '../backend/createKanbanBackend';
import { KANBAN } from '../widgetIds';

/** Returns a launcher with no snapshot: the kanban widget fetches the live board itself. */
export function createBoardTool(backend: KanbanBackend) {
  return defineTool({
    name: 'open_board',
    description: "Shows the team's kanban board.",
    widget: KANBAN,
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    async execute() {
      const { cards } = await backend.getBoard();
      const open = cards.filter((card) => card.column !== 'done').length;
      return ok(`The board has ${cards.length} cards, ${open} not done.`, {
        kind: 'widget',
        label: 'Open the team board',
        widget: KANBAN,
      });
    },
  });
}
