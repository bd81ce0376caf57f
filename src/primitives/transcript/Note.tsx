import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { TextContent } from '../../core';

export interface NoteProps extends HTMLAttributes<HTMLParagraphElement> {
  note: TextContent;
  asChild?: boolean;
}

/** A tool's note: plain text, so markup in it shows literally. */
export const Note = forwardRef<HTMLParagraphElement, NoteProps>(function Note({ note, asChild, ...props }, ref) {
  const Element = asChild ? Slot : 'p';
  return (
    <Element {...props} ref={ref}>
      {note.text}
    </Element>
  );
});
