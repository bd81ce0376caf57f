import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type MessageProps = Omit<TranscriptPrimitive.MessageProps, 'children' | 'asChild'>;

/** A user or assistant message. Text renders as text, never as markup. */
export const Message = forwardRef<HTMLDivElement, MessageProps>(function Message(props, ref) {
  return (
    <TranscriptPrimitive.Message data-slot="message" {...props} ref={ref}>
      <TranscriptPrimitive.MessageAuthor data-slot="message-author" />
      <TranscriptPrimitive.MessageText data-slot="message-text" />
    </TranscriptPrimitive.Message>
  );
});
