import { forwardRef } from 'react';
import { MessagePrimitive } from '../primitives';
import { MessageAttachments } from './MessageAttachments';

export interface MessageProps extends Omit<MessagePrimitive.RootProps, 'children' | 'asChild'> {
  /**
   * The most characters of the text shown before a "Show more" button; `Infinity` for no cap.
   * Default 20,000: layout of one very long text costs seconds in the browser.
   */
  maxDisplayChars?: number;
}

/**
 * A user or assistant message: avatar (initials), author, content, attachment chips and, for the
 * assistant, a Copy action. User text renders as text; assistant text as markdown (never raw HTML). An assistant
 * message with no text yet shows the typing indicator. Text past `maxDisplayChars` is folded
 * behind a "Show more" button.
 */
export const Message = forwardRef<HTMLDivElement, MessageProps>(function Message({ maxDisplayChars, ...props }, ref) {
  const assistant = props.entry.type === 'assistant';
  return (
    <MessagePrimitive.Root data-slot="message" {...props} ref={ref}>
      <MessagePrimitive.Avatar data-slot="message-avatar" />
      <div data-slot="message-body">
        <MessagePrimitive.Author data-slot="message-author" />
        <MessagePrimitive.Content data-slot={assistant ? 'markdown' : 'message-text'} maxDisplayChars={maxDisplayChars} />
        <MessageAttachments />
        {assistant && (
          <div data-slot="message-actions">
            <MessagePrimitive.Copy data-slot="message-copy" />
          </div>
        )}
      </div>
    </MessagePrimitive.Root>
  );
});
