import { useState } from 'react';
import type { WidgetProps } from '../../src/index';
import { COLUMNS, isKanbanBoard, type ColumnId, type KanbanBoard, type KanbanCard } from '../backend/kanban';

/**
 * The board. A move goes through `dispatch` (the widget's `handleAction`, never the model);
 * when it succeeds the board is refetched. `pendingAction` disables the buttons meanwhile.
 */
export function KanbanBoardView({ data, dispatch, refetch, pendingAction, isFetching }: WidgetProps<KanbanBoard>) {
  const [clicked, setClicked] = useState<string | null>(null);
  if (!isKanbanBoard(data)) return <p role="alert">This board data is not in the expected shape.</p>;

  const moving = pendingAction === 'move';
  const move = async (card: KanbanCard, to: ColumnId) => {
    setClicked(`${card.id}:${to}`);
    const result = await dispatch('move', { card: card.id, to });
    if (result.ok) refetch();
  };

  return (
    <div className="kanban" aria-busy={moving || isFetching}>
      <p role="status" className="kanban-status">
        {moving ? 'Moving card…' : isFetching ? 'Refreshing board…' : ''}
      </p>
      <div className="kanban-columns">
        {COLUMNS.map((column) => (
          <section key={column.id} className="kanban-column" aria-labelledby={`kanban-${column.id}`}>
            <h3 id={`kanban-${column.id}`}>{column.title}</h3>
            <ul>
              {data.cards
                .filter((card) => card.column === column.id)
                .map((card) => (
                  <li key={card.id} className="kanban-card">
                    <span id={`card-${card.id}`}>{card.title}</span>
                    <div role="group" aria-labelledby={`card-${card.id}`} className="kanban-actions">
                      {COLUMNS.filter((target) => target.id !== column.id).map((target) => {
                        const isThis = moving && clicked === `${card.id}:${target.id}`;
                        return (
                          <button
                            key={target.id}
                            type="button"
                            className="kanban-move"
                            disabled={moving}
                            aria-busy={isThis || undefined}
                            onClick={() => void move(card, target.id)}
                          >
                            {isThis ? `Moving to ${target.title}…` : `Move to ${target.title}`}
                          </button>
                        );
                      })}
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
