import { createContext, useContext } from 'react';
import type { Attachment } from '../../core';

/**
 * What a message's parts other than its text need, kept apart from the entry itself: a streamed
 * token replaces the entry, but not this value, so the author, avatar, attachments and Copy
 * (memoised) are not rendered again for every token. `text()` reads the text as of the last
 * render, for Copy's click.
 */
export interface MessageShape {
  type: 'user' | 'assistant';
  key: string | undefined;
  attachments: readonly Attachment[] | undefined;
  empty: boolean;
  text(): string;
}

export const MessageContext = createContext<MessageShape | null>(null);

export function useMessageShape(): MessageShape {
  const shape = useContext(MessageContext);
  if (shape === null) throw new Error('This part must be inside MessagePrimitive.Root.');
  return shape;
}
