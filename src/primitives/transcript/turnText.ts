import type { TranscriptState } from '../../core';
import { isAssistantOutput } from './assistantTurns';

/**
 * The text of every assistant message in the turn that holds `key`, joined by blank lines: what
 * a turn's Copy puts on the clipboard. Read from the store when asked, so no row subscribes to
 * its turn's other messages; the walk stops at a user message or an error either side.
 */
export function turnText(state: Pick<TranscriptState, 'keys' | 'entries'>, key: string): string {
  const { keys, entries } = state;
  const inTurn = (index: number) => {
    const entry = entries.get(keys[index]!);
    return entry !== undefined && isAssistantOutput(entry);
  };
  const at = keys.lastIndexOf(key);
  if (at === -1 || !inTurn(at)) return '';
  let first = at;
  while (first > 0 && inTurn(first - 1)) first -= 1;
  let last = at;
  while (last < keys.length - 1 && inTurn(last + 1)) last += 1;
  const texts: string[] = [];
  for (let index = first; index <= last; index += 1) {
    const entry = entries.get(keys[index]!);
    if (entry?.type === 'assistant' && entry.text !== '') texts.push(entry.text);
  }
  return texts.join('\n\n');
}
