import { forwardRef } from 'react';
import { SlotPart } from '../SlotPart';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

/** Why the entry could not be shown. */
export const Message = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Message({ asChild, children, ...props }, ref) {
    const entry = useEntryOf('error');
    return <SlotPart as="span" asChild={asChild} display={entry.message} {...props} ref={ref}>{children}</SlotPart>;
  }),
  'EntryError.Message',
);
