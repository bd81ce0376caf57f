import { forwardRef, type HTMLAttributes } from 'react';
import type { AssistantMessageEntry, UserMessageEntry } from '../core';

export interface MessageProps extends HTMLAttributes<HTMLDivElement> {
  entry: UserMessageEntry | AssistantMessageEntry;
}

/** A user or assistant message. Text renders as text, never as markup. */
export const Message = forwardRef<HTMLDivElement, MessageProps>(function Message({ entry, ...props }, ref) {
  return (
    <div data-slot="message" data-role={entry.type} {...props} ref={ref}>
      <span data-slot="message-author">{entry.type === 'user' ? 'You' : 'Assistant'}</span>
      <p data-slot="message-text">{entry.text}</p>
    </div>
  );
});
