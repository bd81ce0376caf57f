import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type ReasoningProps = Omit<TranscriptPrimitive.ReasoningProps, 'children' | 'asChild'>;

/**
 * The model's reasoning: a "Thinking" disclosure, closed by default, that shows the reasoning as
 * markdown. While it streams the trigger says "Thinking…" with a pulsing dot and the row is
 * `aria-busy`.
 */
export const Reasoning = forwardRef<HTMLDivElement, ReasoningProps>(function Reasoning(props, ref) {
  return (
    <TranscriptPrimitive.Reasoning data-slot="reasoning" {...props} ref={ref}>
      <TranscriptPrimitive.ReasoningTrigger data-slot="reasoning-trigger">
        <span data-part="chevron" aria-hidden="true" />
        <TranscriptPrimitive.ReasoningLabel data-slot="reasoning-label" />
      </TranscriptPrimitive.ReasoningTrigger>
      <TranscriptPrimitive.ReasoningContent data-slot="markdown" data-part="reasoning-content" />
    </TranscriptPrimitive.Reasoning>
  );
});
