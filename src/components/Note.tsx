import { forwardRef } from 'react';
import { Note as TranscriptPrimitiveNote, type NoteProps as TranscriptPrimitiveNoteProps } from '../primitives/transcript/Note';

export type NoteProps = Omit<TranscriptPrimitiveNoteProps, 'asChild'>;

/** A tool's note: plain text, so markup in it shows literally. */
export const Note = forwardRef<HTMLParagraphElement, NoteProps>(function Note(props, ref) {
  return <TranscriptPrimitiveNote data-slot="note" {...props} ref={ref} />;
});
