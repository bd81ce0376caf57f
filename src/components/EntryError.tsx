import { forwardRef } from 'react';
import { Message as EntryErrorPrimitiveMessage } from '../primitives/entryError/Message';
import { Root as EntryErrorPrimitiveRoot, type RootProps as EntryErrorPrimitiveRootProps } from '../primitives/entryError/Root';
import { Title as EntryErrorPrimitiveTitle } from '../primitives/entryError/Title';

export type EntryErrorProps = Omit<EntryErrorPrimitiveRootProps, 'children' | 'asChild'>;

/** A malformed entry, shown in place so the rest of the transcript stays readable. */
export const EntryError = forwardRef<HTMLDivElement, EntryErrorProps>(function EntryError(props, ref) {
  return (
    <EntryErrorPrimitiveRoot data-slot="entry-error" {...props} ref={ref}>
      <EntryErrorPrimitiveTitle data-slot="entry-error-title" />
      <EntryErrorPrimitiveMessage data-slot="entry-error-message" />
    </EntryErrorPrimitiveRoot>
  );
});
