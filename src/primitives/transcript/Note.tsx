import { forwardRef, type HTMLAttributes } from 'react';
import type { TextContent } from '../../core';
import { SlotPart } from '../SlotPart';
import { withDisplayName } from '../withDisplayName';

export interface NoteProps extends HTMLAttributes<HTMLElement> {
  note: TextContent;
  asChild?: boolean;
}

/** A tool's note: plain text, so markup in it shows literally. */
export const Note = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, NoteProps>(function Note({ note, asChild, children, ...props }, ref) {
    return (
      <SlotPart as="p" asChild={asChild} display={note.text} {...props} ref={ref}>
        {children}
      </SlotPart>
    );
  }),
  'Transcript.Note',
);
