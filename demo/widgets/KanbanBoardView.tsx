import { useId, useState } from 'react';
import type { WidgetProps } from '../../src/index';
import { COLUMNS, isKanbanBoard, type KanbanBoard } from '../backend/kanban';
import { visitorName } from '../visitorName';
import { KanbanCardItem } from './KanbanCardItem';
import { NewCardForm } from './NewCardForm';

const PENDING_TEXT: Readonly<Record<string, string>> = {
  create: 'Adding card…',
  claim: 'Claiming card…',
  done: 'Completing card…',
  delete: 'Deleting card…',
};

/**
 * The team board. Its data and actions live on the widget server: every action goes through
 * `dispatch` (never the model), and the new board arrives as a push, in this tab and every other.
 */
export function KanbanBoardView({ data, pendingAction, isFetching }: WidgetProps<KanbanBoard>) {
  const [me] = useState(visitorName);
  const headingId = useId();
  if (!isKanbanBoard(data)) return <p role="alert">This board data is not in the expected shape.</p>;

  const status = pendingAction ? (PENDING_TEXT[pendingAction] ?? 'Working…') : isFetching ? 'Refreshing board…' : '';
  return (
    <div className="kanban" aria-busy={pendingAction !== null}>
      <NewCardForm />
      <p className="kanban-status">
        <span role="status">{status}</span> <span className="kanban-me">You are {me} in this tab.</span>
      </p>
      <div className="kanban-columns">
        {COLUMNS.map((column) => (
          <section key={column.id} className="kanban-column" aria-labelledby={`${headingId}-${column.id}`}>
            <h3 id={`${headingId}-${column.id}`}>{column.title}</h3>
            <ul>
              {data.cards
                .filter((card) => card.column === column.id)
                .map((card) => (
                  <KanbanCardItem key={card.id} card={card} me={me} />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
