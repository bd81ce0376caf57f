import { forwardRef } from 'react';
import { ReasoningPrimitive } from '../primitives';

export type ReasoningProps = Omit<ReasoningPrimitive.RootProps, 'children' | 'asChild'>;

/**
 * The model's reasoning: a "Thinking" disclosure, closed by default, that shows the reasoning as
 * markdown. While it streams the trigger says "Thinking…" with a pulsing dot and the row is
 * `aria-busy`.
 */
export const Reasoning = forwardRef<HTMLDivElement, ReasoningProps>(function Reasoning(props, ref) {
  return (
    <ReasoningPrimitive.Root data-slot="reasoning" {...props} ref={ref}>
      <ReasoningPrimitive.Trigger data-slot="reasoning-trigger">
        <span data-part="chevron" aria-hidden="true" />
        <ReasoningPrimitive.Label data-slot="reasoning-label" />
      </ReasoningPrimitive.Trigger>
      <ReasoningPrimitive.Content data-slot="markdown" data-part="reasoning-content" />
    </ReasoningPrimitive.Root>
  );
});
