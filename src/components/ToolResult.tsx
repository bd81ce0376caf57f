import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type ToolResultProps = Omit<TranscriptPrimitive.ToolResultProps, 'children' | 'asChild'>;

/** What the model got back from a tool. Errors are marked in words, not only in colour. */
export const ToolResult = forwardRef<HTMLDivElement, ToolResultProps>(function ToolResult(props, ref) {
  return (
    <TranscriptPrimitive.ToolResult data-slot="tool-result" {...props} ref={ref}>
      <TranscriptPrimitive.ToolResultLabel data-slot="tool-result-label" />
      <TranscriptPrimitive.ToolResultContent data-slot="tool-result-content" />
    </TranscriptPrimitive.ToolResult>
  );
});
