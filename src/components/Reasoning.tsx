import { forwardRef } from 'react';
import { Content as ReasoningPrimitiveContent } from '../primitives/reasoning/Content';
import { Label as ReasoningPrimitiveLabel } from '../primitives/reasoning/Label';
import { Root as ReasoningPrimitiveRoot, type RootProps as ReasoningPrimitiveRootProps } from '../primitives/reasoning/Root';
import { Trigger as ReasoningPrimitiveTrigger } from '../primitives/reasoning/Trigger';

export type ReasoningProps = Omit<ReasoningPrimitiveRootProps, 'children' | 'asChild'>;

/**
 * The model's reasoning: a "Thinking" disclosure, closed by default, that shows the reasoning as
 * markdown. While it streams the trigger says "Thinking…" with a pulsing dot and the row is
 * `aria-busy`.
 */
export const Reasoning = forwardRef<HTMLDivElement, ReasoningProps>(function Reasoning(props, ref) {
  return (
    <ReasoningPrimitiveRoot data-slot="reasoning" {...props} ref={ref}>
      <ReasoningPrimitiveTrigger data-slot="reasoning-trigger">
        <span data-part="chevron" aria-hidden="true" />
        <ReasoningPrimitiveLabel data-slot="reasoning-label" />
      </ReasoningPrimitiveTrigger>
      <ReasoningPrimitiveContent data-slot="markdown" data-part="reasoning-content" />
    </ReasoningPrimitiveRoot>
  );
});
