import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type EntryErrorProps = Omit<TranscriptPrimitive.EntryErrorProps, 'children' | 'asChild'>;

/** A malformed entry, shown in place so the rest of the transcript stays readable. */
export const EntryError = forwardRef<HTMLDivElement, EntryErrorProps>(function EntryError(props, ref) {
  return (
    <TranscriptPrimitive.EntryError data-slot="entry-error" {...props} ref={ref}>
      <TranscriptPrimitive.EntryErrorTitle data-slot="entry-error-title" />
      <TranscriptPrimitive.EntryErrorMessage data-slot="entry-error-message" />
    </TranscriptPrimitive.EntryError>
  );
});
