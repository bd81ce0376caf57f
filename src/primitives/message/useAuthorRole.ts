import { useContext } from 'react';
import { MessageContext } from './MessageContext';
import { useTurn } from '../transcript/TurnContext';

/**
 * The author a message's avatar and name show: the message's; the assistant in a turn's header
 * (a row that is not a message); null in a row that continues an assistant turn, whose header
 * said it already.
 */
export function useAuthorRole(): 'user' | 'assistant' | null {
  const entry = useContext(MessageContext);
  const turn = useTurn();
  if (entry?.type === 'user') return 'user';
  if (entry?.type === 'assistant') return turn?.position === 'continue' ? null : 'assistant';
  if (turn !== null) return turn.position === 'start' ? 'assistant' : null;
  throw new Error('This part must be inside a transcript part for a user or assistant entry, or a turn header.');
}
