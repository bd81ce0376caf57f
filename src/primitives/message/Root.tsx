import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useMemo, useRef, type HTMLAttributes } from 'react';
import type { AssistantMessageEntry, UserMessageEntry } from '../../core';
import { EntryContext } from '../transcript/EntryContext';
import { useTurn } from '../transcript/TurnContext';
import { Attachments } from './Attachments';
import { Author } from './Author';
import { Content } from './Content';
import { MessageContext, type MessageShape } from './MessageContext';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  entry: UserMessageEntry | AssistantMessageEntry;
  asChild?: boolean;
}

/**
 * A user or assistant message (`data-role`; `data-empty` while an assistant message has no text
 * yet; `data-turn`, start or continue, for an assistant message in a `List`'s turn). Without
 * children: its author, its content, then its attachments.
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, RootProps>(function Root({ entry, asChild, children, ...props }, ref) {
    const Element = asChild ? Slot : 'div';
    const turn = useTurn();
    const latest = useRef(entry);
    useEffect(() => {
      latest.current = entry;
    });
    const key = 'key' in entry && typeof entry.key === 'string' ? entry.key : undefined;
    const empty = entry.text === '';
    const { type, attachments } = entry;
    const shape = useMemo<MessageShape>(() => ({ type, key, attachments, empty, text: () => latest.current.text }), [type, key, attachments, empty]);
    return (
      <EntryContext.Provider value={entry}>
        <MessageContext.Provider value={shape}>
          <Element
            data-role={entry.type}
            data-empty={entry.text === '' || undefined}
            data-turn={entry.type === 'assistant' ? turn?.position : undefined}
            {...props}
            ref={ref}
          >
            {children ?? (
              <>
                <Author />
                <Content />
                <Attachments />
              </>
            )}
          </Element>
        </MessageContext.Provider>
      </EntryContext.Provider>
    );
  }),
  'Message.Root',
);
