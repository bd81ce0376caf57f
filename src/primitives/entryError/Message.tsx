import { forwardRef } from 'react';
import { SlotPart } from '../SlotPart';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';

/** Why the entry could not be shown. */
export const Message = forwardRef<HTMLElement, PartProps>(function Message({ asChild, children, ...props }, ref) {
  const entry = useEntryOf('error');
  return <SlotPart as="span" asChild={asChild} display={entry.message} {...props} ref={ref}>{children}</SlotPart>;
});
Message.displayName = 'EntryError.Message';
