import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { AssistantMessageEntry, UserMessageEntry } from '../../core';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { EntryContext, useEntryOf } from './EntryContext';

export interface MessageProps extends HTMLAttributes<HTMLDivElement> {
  entry: UserMessageEntry | AssistantMessageEntry;
  asChild?: boolean;
}

/** A user or assistant message (`data-role`). Without children: its author, then its text. */
export const Message = forwardRef<HTMLDivElement, MessageProps>(function Message(
  { entry, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'div';
  return (
    <EntryContext.Provider value={entry}>
      <Element data-role={entry.type} {...props} ref={ref}>
        {children ?? (
          <>
            <MessageAuthor />
            <MessageText />
          </>
        )}
      </Element>
    </EntryContext.Provider>
  );
});

export interface MessagePartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

export const MessageAuthor = forwardRef<HTMLElement, MessagePartProps>(function MessageAuthor(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('user', 'assistant');
  const { labels } = useCameoContext();
  const label = entry.type === 'user' ? labels.you : labels.assistant;
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});

/** The message text, as text: markup in it shows literally. */
export const MessageText = forwardRef<HTMLElement, MessagePartProps>(function MessageText(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('user', 'assistant');
  return <SlotPart as="p" asChild={asChild} display={entry.text} {...props} ref={ref}>{children}</SlotPart>;
});
