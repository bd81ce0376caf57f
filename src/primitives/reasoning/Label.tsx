import { forwardRef, type HTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { useReasoning } from './ReasoningContext';

export interface LabelProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/** `labels.thinking`, or `labels.thinkingStreaming` while the reasoning streams. */
export const Label = forwardRef<HTMLElement, LabelProps>(function Label({ asChild, children, ...props }, ref) {
  const { streaming } = useReasoning();
  const { labels } = useCameoContext();
  const label = streaming ? labels.thinkingStreaming : labels.thinking;
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});
Label.displayName = 'Reasoning.Label';
