import { forwardRef, type HTMLAttributes } from 'react';
import type { ToolResultEntry } from '../core';

export interface ToolResultProps extends HTMLAttributes<HTMLDivElement> {
  entry: ToolResultEntry;
}

/** What the model got back from a tool. Errors are marked in words, not only in colour. */
export const ToolResult = forwardRef<HTMLDivElement, ToolResultProps>(function ToolResult({ entry, ...props }, ref) {
  return (
    <div data-slot="tool-result" data-status={entry.isError ? 'error' : 'ok'} {...props} ref={ref}>
      <span data-slot="tool-result-label">{entry.isError ? 'Tool error' : 'Tool result'}</span>
      <p data-slot="tool-result-content">{entry.content}</p>
    </div>
  );
});
