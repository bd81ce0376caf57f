import { forwardRef } from 'react';
import { ToolResultPrimitive } from '../primitives';

export interface ToolResultProps extends Omit<ToolResultPrimitive.RootProps, 'children' | 'asChild'> {
  /** The most characters of the result shown before a "Show more" button. Default 20,000. */
  maxDisplayChars?: number;
}

/** What the model got back from a tool. Errors are marked in words, not only in colour. */
export const ToolResult = forwardRef<HTMLDivElement, ToolResultProps>(function ToolResult({ maxDisplayChars, ...props }, ref) {
  return (
    <ToolResultPrimitive.Root data-slot="tool-result" {...props} ref={ref}>
      <ToolResultPrimitive.Label data-slot="tool-result-label" />
      <ToolResultPrimitive.Content data-slot="tool-result-content" maxDisplayChars={maxDisplayChars} />
    </ToolResultPrimitive.Root>
  );
});
