import { defineWidget } from '../../src/index';
import type { KanbanBoard } from '../backend/kanban';
import { KANBAN, WIDGET_TITLES } from '../widgetIds';
import { KanbanBoardView } from './KanbanBoardView';

/**
 * The board's drawing. No `render` and no `handleAction`: both fall back to the transport, so
 * the widget server owns the data and the actions, and pushes every change to open viewers.
 */
export const kanbanWidget = defineWidget<KanbanBoard>({
  id: KANBAN,
  title: WIDGET_TITLES[KANBAN],
  component: KanbanBoardView,
});
