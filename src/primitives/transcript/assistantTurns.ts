import type { KeyedEntry } from '../../core';

/** Where a row sits in the assistant turn it belongs to. */
export interface TurnPlace {
  /** `start` for the turn's first row (it carries the header), `continue` for the rest. */
  position: 'start' | 'continue';
  /** The turn's last row. */
  end: boolean;
  /** The turn's last assistant message: the turn's Copy goes there, as in assistant-ui. */
  lastMessage: boolean;
}

/** Whether an entry is assistant output; a user message or an error ends a turn. */
export function isAssistantOutput(entry: KeyedEntry): boolean {
  return entry.type !== 'user' && entry.type !== 'error';
}

/**
 * Each row's place in its assistant turn: a run of rows of assistant output (text, reasoning,
 * tool cards, orphan results or decisions, notes, launchers) with no user message or error
 * between. Rows outside any turn (user messages, errors) are absent. One pass over the rows;
 * types never change with a token, so this runs when keys change only.
 */
export function assistantTurns(rows: readonly string[], entryOf: (key: string) => KeyedEntry | undefined): ReadonlyMap<string, TurnPlace> {
  const turns = new Map<string, TurnPlace>();
  let last: TurnPlace | undefined;
  let lastMessage: TurnPlace | undefined;
  const close = () => {
    if (last) last.end = true;
    if (lastMessage) lastMessage.lastMessage = true;
    last = undefined;
    lastMessage = undefined;
  };
  for (const key of rows) {
    const entry = entryOf(key);
    if (entry === undefined) continue;
    if (!isAssistantOutput(entry)) {
      close();
      continue;
    }
    const place: TurnPlace = { position: last ? 'continue' : 'start', end: false, lastMessage: false };
    turns.set(key, place);
    last = place;
    if (entry.type === 'assistant') lastMessage = place;
  }
  close();
  return turns;
}
