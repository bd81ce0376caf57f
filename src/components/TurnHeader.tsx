import { forwardRef } from 'react';
import { Author as MessagePrimitiveAuthor } from '../primitives/message/Author';
import { Avatar as MessagePrimitiveAvatar } from '../primitives/message/Avatar';
import { TurnHeader as TranscriptPrimitiveTurnHeader, type TurnHeaderProps as TranscriptPrimitiveTurnHeaderProps } from '../primitives/transcript/TurnHeader';

export type TurnHeaderProps = Omit<TranscriptPrimitiveTurnHeaderProps, 'children' | 'asChild'>;

/**
 * The assistant's avatar and name above a turn that opens with reasoning, a tool card or a note,
 * styled like a message's, so every assistant turn has one header whatever it starts with.
 */
export const TurnHeader = forwardRef<HTMLDivElement, TurnHeaderProps>(function TurnHeader(props, ref) {
  return (
    <TranscriptPrimitiveTurnHeader data-slot="turn-header" {...props} ref={ref}>
      <MessagePrimitiveAvatar data-slot="message-avatar" />
      <MessagePrimitiveAuthor data-slot="message-author" />
    </TranscriptPrimitiveTurnHeader>
  );
});
