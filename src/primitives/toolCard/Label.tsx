import { forwardRef } from 'react';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

/** The tool's name as `labels.toolLabel` words it. */
export const Label = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Label({ asChild, children, ...props }, ref) {
    const { label } = useToolCard();
    return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
  }),
  'ToolCard.Label',
);
