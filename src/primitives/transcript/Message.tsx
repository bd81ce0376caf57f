import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useContext, type HTMLAttributes } from 'react';
import type { AssistantMessageEntry, UserMessageEntry } from '../../core';
import { useCameoContext } from '../../react';
import { CopyButton, type CopyButtonProps } from '../markdown/CopyButton';
import { breakLongRuns } from '../markdown/breakLongRuns';
import { Markdown } from '../markdown/Markdown';
import { SlotPart } from '../SlotPart';
import { CappedText } from './CappedText';
import { ShowMore, useDisplayCap, type DisplayCapOptions } from './DisplayCap';
import { EntryContext, useEntryOf } from './EntryContext';
import { turnText } from './turnText';
import { useAuthorRole } from './useAuthorRole';
import { useTurn } from './TurnContext';
import { MarkdownContext } from './MarkdownContext';
import { MessageAttachments } from './MessageAttachments';

export interface MessageProps extends HTMLAttributes<HTMLDivElement> {
  entry: UserMessageEntry | AssistantMessageEntry;
  asChild?: boolean;
}

/**
 * A user or assistant message (`data-role`; `data-empty` while an assistant message has no text
 * yet; `data-turn`, start or continue, for an assistant message in a `List`'s turn). Without
 * children: its author, its content, then its attachments.
 */
export const Message = forwardRef<HTMLDivElement, MessageProps>(function Message(
  { entry, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'div';
  const turn = useTurn();
  return (
    <EntryContext.Provider value={entry}>
      <Element
        data-role={entry.type}
        data-empty={entry.text === '' || undefined}
        data-turn={entry.type === 'assistant' ? turn?.position : undefined}
        {...props}
        ref={ref}
      >
        {children ?? (
          <>
            <MessageAuthor />
            <MessageContent />
            <MessageAttachments />
          </>
        )}
      </Element>
    </EntryContext.Provider>
  );
});

export interface MessagePartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/**
 * Who wrote it. Nothing in an assistant message that continues a turn: the turn's header says it
 * once. Inside `TurnHeader`, the assistant.
 */
export const MessageAuthor = forwardRef<HTMLElement, MessagePartProps>(function MessageAuthor(
  { asChild, children, ...props },
  ref,
) {
  const role = useAuthorRole();
  const { labels } = useCameoContext();
  if (role === null) return null;
  const label = role === 'user' ? labels.you : labels.assistant;
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});

/**
 * The author's initials, hidden from screen readers (the author's name is said already). Like
 * `MessageAuthor`, nothing where a turn continues.
 */
export const MessageAvatar = forwardRef<HTMLElement, MessagePartProps>(function MessageAvatar(
  { asChild, children, ...props },
  ref,
) {
  const role = useAuthorRole();
  const { labels } = useCameoContext();
  if (role === null) return null;
  const name = role === 'user' ? labels.you : labels.assistant;
  const initials = name.trim().split(/\s+/, 2).map((word) => [...word][0]?.toUpperCase() ?? '').join('');
  return (
    <SlotPart as="span" asChild={asChild} display={initials} aria-hidden {...props} ref={ref}>
      {children}
    </SlotPart>
  );
});

export interface MessageTextProps extends MessagePartProps, DisplayCapOptions {}

/**
 * The message text, as text: markup in it shows literally. Past `maxDisplayChars` (20,000 by
 * default) it is folded, with a Show more button after it.
 */
export const MessageText = forwardRef<HTMLElement, MessageTextProps>(function MessageText(
  props,
  ref,
) {
  const entry = useEntryOf('user', 'assistant');
  return <CappedText text={entry.text} {...props} ref={ref} />;
});

export interface MessageContentProps extends HTMLAttributes<HTMLDivElement>, DisplayCapOptions {
  /** Load remote images in assistant markdown (off by default). */
  allowImages?: boolean;
}

/**
 * What a message says: a user's text as text (whitespace kept); an assistant's as markdown,
 * drawn by the transcript's `components.Markdown` when it has one; the typing indicator while an
 * assistant message is still empty (nothing when it has attachments and no text). Text past
 * `maxDisplayChars` (20,000 by default) is folded, markdown source included, with a Show more
 * button (`data-part="show-more"`) after the content.
 */
export const MessageContent = forwardRef<HTMLDivElement, MessageContentProps>(function MessageContent(
  { allowImages, maxDisplayChars, id, ...props },
  ref,
) {
  const entry = useEntryOf('user', 'assistant');
  const Custom = useContext(MarkdownContext);
  const cap = useDisplayCap(entry.text, maxDisplayChars, id);
  const toggle = <ShowMore cap={cap} />;
  if (entry.type === 'user') {
    return (
      <>
        <div data-format="text" id={cap.contentId} {...props} ref={ref}>
          {breakLongRuns(cap.text)}
        </div>
        {toggle}
      </>
    );
  }
  if (entry.text === '') return entry.attachments?.length ? null : <MessageTyping />;
  if (Custom) {
    return (
      <>
        <div data-format="markdown" id={cap.contentId} {...props} ref={ref}>
          <Custom text={cap.text} entry={entry} />
        </div>
        {toggle}
      </>
    );
  }
  return (
    <>
      <Markdown data-format="markdown" text={cap.text} allowImages={allowImages} id={cap.contentId} {...props} ref={ref} />
      {toggle}
    </>
  );
});

/** Three dots and a polite "typing" status: shown while an assistant message has no text yet. */
export const MessageTyping = forwardRef<HTMLElement, MessagePartProps>(function MessageTyping(
  { asChild, children, ...props },
  ref,
) {
  const { labels } = useCameoContext();
  const dots = (
    <>
      <span data-part="typing-dot" />
      <span data-part="typing-dot" />
      <span data-part="typing-dot" />
    </>
  );
  return (
    <SlotPart as="span" asChild={asChild} display={dots} role="status" aria-label={labels.typing} data-typing="" {...props} ref={ref}>
      {children}
    </SlotPart>
  );
});

export type MessageCopyProps = Omit<CopyButtonProps, 'value' | 'label'>;

/**
 * Copies the message's source (an assistant's markdown as written). In a `List`'s assistant turn
 * it is drawn once, on the turn's last assistant message, and copies every message of the turn,
 * joined by blank lines, read when clicked. Nothing while the message is empty.
 */
export const MessageCopy = forwardRef<HTMLButtonElement, MessageCopyProps>(function MessageCopy(props, ref) {
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
