import { defineServerWidget, unknownAction, WidgetError, type ServerWidget } from '../../src/server';
import { createMemoryKanbanStore } from '../backend/createMemoryKanbanStore';
import type { KanbanBoard, KanbanCard } from '../backend/kanban';
import type { KanbanStore } from '../backend/KanbanStore';
import { delay } from '../../src/core/delay';
import { KANBAN, WIDGET_TITLES } from '../widgetIds';
import { readCardArgs, readClaimArgs, readCreateArgs } from './readBoardArgs';

export interface KanbanServerWidgetOptions {
  /** Waits this long before applying an action, so pending states are visible. Default 0. */
  actionDelayMs?: number;
  /** Cards the board holds at most; `create` beyond it is refused. Default 100. */
  maxCards?: number;
  /** The starting cards of the default in-memory store (ignored when `store` is given). */
  cards?: readonly KanbanCard[];
  /**
   * Where the board lives. Default: a fresh in-memory board per call, so each widget server (and
   * each test) starts from the seed. Several instances need a shared one (`createRedisKanbanStore`).
   */
  store?: KanbanStore;
}

/** The team board as a server widget. The server broadcasts after every action. */
export function createKanbanServerWidget({
  actionDelayMs = 0,
  maxCards = 100,
  cards,
  store = createMemoryKanbanStore(cards),
}: KanbanServerWidgetOptions = {}): ServerWidget<KanbanBoard> {
  const found = (card: KanbanCard | undefined, id: string): KanbanCard => {
    if (!card) throw notFound(id);
    return card;
  };
  const settle = (signal: AbortSignal) => (actionDelayMs > 0 ? delay(actionDelayMs, signal) : Promise.resolve());

  return defineServerWidget<KanbanBoard>({
    id: KANBAN,
    title: WIDGET_TITLES[KANBAN],
    render: () => store.read(),
    async handleAction(action, args, { signal }) {
      // Arguments are checked before the delay, so a bad request fails at once.
      switch (action) {
        case 'create': {
          const { title } = readCreateArgs(args);
          await settle(signal);
          return store.change((board) => {
            if (board.size >= maxCards) throw new WidgetError(`the board is full (${maxCards} cards)`, 409);
            return board.create(title);
          });
        }
        case 'claim': {
          const { id, who } = readClaimArgs(args);
          await settle(signal);
          return store.change((board) => found(board.claim(id, who), id));
        }
        case 'done': {
          const { id } = readCardArgs(args);
          await settle(signal);
          return store.change((board) => found(board.done(id), id));
        }
        case 'delete': {
          const { id } = readCardArgs(args);
          await settle(signal);
          return store.change((board) => {
            if (!board.remove(id)) throw notFound(id);
            return null;
          });
        }
        default:
          return unknownAction(action);
      }
    },
  });
}

function notFound(id: string): WidgetError {
  return new WidgetError(`no card with id "${id}"`, 404);
}
