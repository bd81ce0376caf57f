import { forwardRef, type HTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { useReasoning } from './ReasoningContext';
import { withDisplayName } from '../withDisplayName';

export interface LabelProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/** `labels.thinking`, or `labels.thinkingStreaming` while the reasoning streams. */
export const Label = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, LabelProps>(function Label({ asChild, children, ...props }, ref) {
    const { streaming } = useReasoning();
    const { labels } = useCameoContext();
    const label = streaming ? labels.thinkingStreaming : labels.thinking;
    return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
  }),
  'Reasoning.Label',
);
