import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type NoteProps = Omit<TranscriptPrimitive.NoteProps, 'asChild'>;

/** A tool's note: plain text, so markup in it shows literally. */
export const Note = forwardRef<HTMLParagraphElement, NoteProps>(function Note(props, ref) {
  return <TranscriptPrimitive.Note data-slot="note" {...props} ref={ref} />;
});
