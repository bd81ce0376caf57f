import { useId } from 'react';
import { WidgetActionButton } from '../../src/index';
import type { KanbanCard } from '../backend/kanban';

/**
 * One card and its actions. Each button names its card ("Claim Draft the launch email") and is
 * busy on its own while its action runs; the update itself arrives as a push.
 */
export function KanbanCardItem({ card, me }: { card: KanbanCard; me: string }) {
  const titleId = useId();
  const open = card.column !== 'done';
  return (
    <li className="kanban-card">
      <span id={titleId} className="kanban-card-title">
        {card.title}
      </span>
      {card.assignee && <span className="kanban-assignee">Claimed by {card.assignee}</span>}
      <div role="group" aria-labelledby={titleId} className="kanban-actions">
        {open && card.assignee !== me && (
          <WidgetActionButton
            action="claim"
            args={{ id: card.id, who: me }}
            aria-label={`Claim ${card.title}`}
            className="kanban-button"
          >
            Claim
          </WidgetActionButton>
        )}
        {open && (
          <WidgetActionButton action="done" args={{ id: card.id }} aria-label={`Mark ${card.title} done`} className="kanban-button">
            Done
          </WidgetActionButton>
        )}
        <WidgetActionButton
          action="delete"
          args={{ id: card.id }}
          aria-label={`Delete ${card.title}`}
          className="kanban-button kanban-button-quiet"
        >
          Delete
        </WidgetActionButton>
      </div>
    </li>
  );
}
