import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export interface ToolResultProps extends Omit<TranscriptPrimitive.ToolResultProps, 'children' | 'asChild'> {
  /** The most characters of the result shown before a "Show more" button. Default 20,000. */
  maxDisplayChars?: number;
}

/** What the model got back from a tool. Errors are marked in words, not only in colour. */
export const ToolResult = forwardRef<HTMLDivElement, ToolResultProps>(function ToolResult({ maxDisplayChars, ...props }, ref) {
  return (
    <TranscriptPrimitive.ToolResult data-slot="tool-result" {...props} ref={ref}>
      <TranscriptPrimitive.ToolResultLabel data-slot="tool-result-label" />
      <TranscriptPrimitive.ToolResultContent data-slot="tool-result-content" maxDisplayChars={maxDisplayChars} />
    </TranscriptPrimitive.ToolResult>
  );
});
