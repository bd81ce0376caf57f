import type { Transport } from '../../src/core';
import { isKanbanBoard } from '../backend/kanban';
import { KANBAN } from '../widgetIds';
import type { BoardReader } from './createBoardTool';

/** Reads the board the way the widget does: a render through the transport, shape-checked. */
export function readBoardOver(transport: Transport): BoardReader {
  return async () => {
    const { data } = await transport.render(KANBAN);
    if (!isKanbanBoard(data)) throw new Error('the board service answered with an unexpected shape');
    return data;
  };
}
