import { forwardRef } from 'react';

import { MessageAttachments } from './MessageAttachments';
import { Author as MessagePrimitiveAuthor } from '../primitives/message/Author';
import { Avatar as MessagePrimitiveAvatar } from '../primitives/message/Avatar';
import { Content as MessagePrimitiveContent } from '../primitives/message/Content';
import { Copy as MessagePrimitiveCopy } from '../primitives/message/Copy';
import { Root as MessagePrimitiveRoot, type RootProps as MessagePrimitiveRootProps } from '../primitives/message/Root';

export interface MessageProps extends Omit<MessagePrimitiveRootProps, 'children' | 'asChild'> {
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
    <MessagePrimitiveRoot data-slot="message" {...props} ref={ref}>
      <MessagePrimitiveAvatar data-slot="message-avatar" />
      <div data-slot="message-body">
        <MessagePrimitiveAuthor data-slot="message-author" />
        <MessagePrimitiveContent data-slot={assistant ? 'markdown' : 'message-text'} maxDisplayChars={maxDisplayChars} />
        <MessageAttachments />
        {assistant && (
          <div data-slot="message-actions">
            <MessagePrimitiveCopy data-slot="message-copy" />
          </div>
        )}
      </div>
    </MessagePrimitiveRoot>
  );
});
