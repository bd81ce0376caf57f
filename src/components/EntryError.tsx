import { forwardRef, type HTMLAttributes } from 'react';
import type { ErrorEntry } from '../core';

export interface EntryErrorProps extends HTMLAttributes<HTMLDivElement> {
  entry: ErrorEntry;
}

/** A malformed entry, shown in place so the rest of the transcript stays readable. */
export const EntryError = forwardRef<HTMLDivElement, EntryErrorProps>(function EntryError({ entry, ...props }, ref) {
  const where = entry.index === undefined ? 'an entry' : `entry ${entry.index + 1}`;
  return (
    <div data-slot="entry-error" {...props} ref={ref}>
      <strong data-slot="entry-error-title">Could not show {where}</strong>
      <span data-slot="entry-error-message">{entry.message}</span>
    </div>
  );
});
