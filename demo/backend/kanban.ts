/** The kanban's shapes, shared by the server widget, the board tool and the client widget. */
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
  /** Who claimed the card; `null` while nobody has. */
  assignee: string | null;
}

export interface KanbanBoard {
  cards: KanbanCard[];
}

/** Longest card title and claimant name the board accepts. */
export const MAX_TITLE_LENGTH = 120;
export const MAX_NAME_LENGTH = 40;

export function isColumnId(value: unknown): value is ColumnId {
  return COLUMNS.some((column) => column.id === value);
}

/** The board arrives over the wire, so its shape is checked before it is drawn. */
export function isKanbanBoard(value: unknown): value is KanbanBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { cards } = value as Partial<KanbanBoard>;
  return (
    Array.isArray(cards) &&
    cards.every((card: unknown) => {
      const { id, title, column, assignee } = (card ?? {}) as Partial<KanbanCard>;
      return (
        typeof id === 'string' &&
        typeof title === 'string' &&
        isColumnId(column) &&
        (assignee === null || typeof assignee === 'string')
      );
    })
  );
}
