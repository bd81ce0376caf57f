import { forwardRef } from 'react';
import { useCameoContext } from '../../react';
import { CopyButton, type CopyButtonProps } from '../markdown/CopyButton';
import { useEntryOf } from '../transcript/EntryContext';
import { useTurn } from '../transcript/TurnContext';
import { turnText } from '../transcript/turnText';

export type CopyProps = Omit<CopyButtonProps, 'value' | 'label'>;

/**
 * Copies the message's source (an assistant's markdown as written). In a `List`'s assistant turn
 * it is drawn once, on the turn's last assistant message, and copies every message of the turn,
 * joined by blank lines, read when clicked. Nothing while the message is empty.
 */
export const Copy = forwardRef<HTMLButtonElement, CopyProps>(function Copy(props, ref) {
  const entry = useEntryOf('user', 'assistant');
  const turn = useTurn();
  const { labels, client } = useCameoContext();
  if (entry.text === '') return null;
  if (entry.type === 'user' || turn === null) return <CopyButton value={entry.text} label={labels.copyMessage} {...props} ref={ref} />;
  if (!turn.lastMessage) return null;
  const key = 'key' in entry && typeof entry.key === 'string' ? entry.key : undefined;
  const value = () => (key === undefined ? entry.text : turnText(client.transcript.getState(), key));
  return <CopyButton value={value} label={labels.copyMessage} {...props} ref={ref} />;
});
Copy.displayName = 'Message.Copy';
