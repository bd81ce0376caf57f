import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { ErrorEntry } from '../../core';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { EntryContext, useEntryOf } from './EntryContext';

export interface EntryErrorProps extends HTMLAttributes<HTMLDivElement> {
  entry: ErrorEntry;
  asChild?: boolean;
}

/** A malformed entry, shown in place. Without children: a title, then the reason. */
export const EntryError = forwardRef<HTMLDivElement, EntryErrorProps>(function EntryError(
  { entry, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'div';
  return (
    <EntryContext.Provider value={entry}>
      <Element {...props} ref={ref}>
        {children ?? (
          <>
            <EntryErrorTitle />
            <EntryErrorMessage />
          </>
        )}
      </Element>
    </EntryContext.Provider>
  );
});

export interface EntryErrorPartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

export const EntryErrorTitle = forwardRef<HTMLElement, EntryErrorPartProps>(function EntryErrorTitle(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('error');
  const { labels } = useCameoContext();
  const title = labels.entryError(entry.index);
  return <SlotPart as="strong" asChild={asChild} display={title} {...props} ref={ref}>{children}</SlotPart>;
});

export const EntryErrorMessage = forwardRef<HTMLElement, EntryErrorPartProps>(function EntryErrorMessage(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('error');
  return <SlotPart as="span" asChild={asChild} display={entry.message} {...props} ref={ref}>{children}</SlotPart>;
});
