import { defineTool, ok } from '../../src/agent';
import type { KanbanBoard } from '../backend/kanban';
import { KANBAN } from '../widgetIds';

/** Where the tool reads the board: the widget server's store, the same one the board widget renders. */
export type BoardReader = () => Promise<KanbanBoard>;

/**
 * Summarises the board for the model and returns a launcher with no snapshot: the kanban widget
 * is served by the widget server, which renders the live board when it opens.
 */
export function createBoardTool(readBoard: BoardReader) {
  return defineTool({
    name: 'open_board',
    description: "Shows the team's kanban board.",
    widget: KANBAN,
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    async execute() {
      const { cards } = await readBoard();
      const open = cards.filter((card) => card.column !== 'done').length;
      return ok(`The board has ${cards.length} cards, ${open} not done.`, {
        kind: 'widget',
        label: 'Open the team board',
        widget: KANBAN,
      });
    },
  });
}
