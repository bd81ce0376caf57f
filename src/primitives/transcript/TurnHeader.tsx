import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { Author } from '../message/Author';
import { Avatar } from '../message/Avatar';
import { withDisplayName } from '../withDisplayName';

export interface TurnHeaderProps extends HTMLAttributes<HTMLDivElement> {
  asChild?: boolean;
}

/**
 * The header of an assistant turn that opens with something other than a message (reasoning, a
 * tool card, a note): the assistant's avatar and name, drawn once above the turn's first row.
 * A turn that opens with a message has its header in that message. Without children:
 * `MessagePrimitive.Avatar`, then `MessagePrimitive.Author`. Only inside a row of an assistant turn.
 */
export const TurnHeader = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, TurnHeaderProps>(function TurnHeader(
    { asChild, children, ...props },
    ref,
  ) {
    const Element = asChild ? Slot : 'div';
    return (
      <Element data-turn-header="" {...props} ref={ref}>
        {children ?? (
          <>
            <Avatar />
            <Author />
          </>
        )}
      </Element>
    );
  }),
  'Transcript.TurnHeader',
);
