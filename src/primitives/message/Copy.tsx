import { forwardRef, memo } from 'react';
import { useCameoContext } from '../../react';
import { CopyButton, type CopyButtonProps } from '../markdown/CopyButton';
import { useTurn } from '../transcript/TurnContext';
import { turnText } from '../transcript/turnText';
import { useMessageShape } from './MessageContext';
import { withDisplayName } from '../withDisplayName';

export type CopyProps = Omit<CopyButtonProps, 'value' | 'label'>;

/**
 * Copies the message's source (an assistant's markdown as written). In a `List`'s assistant turn
 * it is drawn once, on the turn's last assistant message, and copies every message of the turn,
 * joined by blank lines, read when clicked. Nothing while the message is empty. Memoised, and
 * reads the text only when clicked: a streamed token does not draw it again.
 */
export const Copy = /*#__PURE__*/ withDisplayName(
  memo(
    forwardRef<HTMLButtonElement, CopyProps>(function Copy(props, ref) {
      const { type, key, empty, text } = useMessageShape();
      const turn = useTurn();
      const { labels, client } = useCameoContext();
      if (empty) return null;
      if (type === 'user' || turn === null) return <CopyButton value={text} label={labels.copyMessage} {...props} ref={ref} />;
      if (!turn.lastMessage) return null;
      const value = () => (key === undefined ? text() : turnText(client.transcript.getState(), key));
      return <CopyButton value={value} label={labels.copyMessage} {...props} ref={ref} />;
    }),
  ),
  'Message.Copy',
);
