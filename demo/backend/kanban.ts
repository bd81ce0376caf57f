/** The kanban's shapes, shared by the fake backend, the tool and the widget. */
export const COLUMNS = [
  { id: 'todo', title: 'To do' },
  { id: 'doing', title: 'Doing' },
  { id: 'done', title: 'Done' },
] as const;

export type ColumnId = (typeof COLUMNS)[number]['id'];

export interface KanbanCard {
  id: string;
  title: string;
  column: ColumnId;
}

export interface KanbanBoard {
  cards: KanbanCard[];
}

export function isColumnId(value: unknown): value is ColumnId {
  return COLUMNS.some((column) => column.id === value);
}

export function isKanbanBoard(value: unknown): value is KanbanBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { cards } = value as Partial<KanbanBoard>;
  return (
    Array.isArray(cards) &&
    cards.every((card: unknown) => {
      const { id, title, column } = (card ?? {}) as Partial<KanbanCard>;
      return typeof id === 'string' && typeof title === 'string' && isColumnId(column);
    })
  );
}
