import { forwardRef } from 'react';
import { EntryErrorPrimitive } from '../primitives';

export type EntryErrorProps = Omit<EntryErrorPrimitive.RootProps, 'children' | 'asChild'>;

/** A malformed entry, shown in place so the rest of the transcript stays readable. */
export const EntryError = forwardRef<HTMLDivElement, EntryErrorProps>(function EntryError(props, ref) {
  return (
    <EntryErrorPrimitive.Root data-slot="entry-error" {...props} ref={ref}>
      <EntryErrorPrimitive.Title data-slot="entry-error-title" />
      <EntryErrorPrimitive.Message data-slot="entry-error-message" />
    </EntryErrorPrimitive.Root>
  );
});
