import { forwardRef, type HTMLAttributes } from 'react';
import type { TextContent } from '../core';

export interface NoteProps extends HTMLAttributes<HTMLParagraphElement> {
  note: TextContent;
}

/** A tool's note: plain text, so markup in it shows literally. */
export const Note = forwardRef<HTMLParagraphElement, NoteProps>(function Note({ note, ...props }, ref) {
  return (
    <p data-slot="note" {...props} ref={ref}>
      {note.text}
    </p>
  );
});
