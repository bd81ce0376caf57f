import { forwardRef } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';

/** The notice's title (`labels.entryError`, e.g. "Could not show entry 3"). */
export const Title = forwardRef<HTMLElement, PartProps>(function Title({ asChild, children, ...props }, ref) {
  const entry = useEntryOf('error');
  const { labels } = useCameoContext();
  const title = labels.entryError(entry.index);
  return <SlotPart as="strong" asChild={asChild} display={title} {...props} ref={ref}>{children}</SlotPart>;
});
Title.displayName = 'EntryError.Title';
