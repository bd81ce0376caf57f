import { forwardRef } from 'react';
import { MessagePrimitive, TranscriptPrimitive } from '../primitives';

export type TurnHeaderProps = Omit<TranscriptPrimitive.TurnHeaderProps, 'children' | 'asChild'>;

/**
 * The assistant's avatar and name above a turn that opens with reasoning, a tool card or a note,
 * styled like a message's, so every assistant turn has one header whatever it starts with.
 */
export const TurnHeader = forwardRef<HTMLDivElement, TurnHeaderProps>(function TurnHeader(props, ref) {
  return (
    <TranscriptPrimitive.TurnHeader data-slot="turn-header" {...props} ref={ref}>
      <MessagePrimitive.Avatar data-slot="message-avatar" />
      <MessagePrimitive.Author data-slot="message-author" />
    </TranscriptPrimitive.TurnHeader>
  );
});
