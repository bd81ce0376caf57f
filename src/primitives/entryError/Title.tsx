import { forwardRef } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

/** The notice's title (`labels.entryError`, e.g. "Could not show entry 3"). */
export const Title = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Title({ asChild, children, ...props }, ref) {
    const entry = useEntryOf('error');
    const { labels } = useCameoContext();
    const title = labels.entryError(entry.index);
    return <SlotPart as="strong" asChild={asChild} display={title} {...props} ref={ref}>{children}</SlotPart>;
  }),
  'EntryError.Title',
);
