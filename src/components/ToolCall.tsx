import { forwardRef, type HTMLAttributes } from 'react';
import { formatJson, type ToolCallEntry } from '../core';

export interface ToolCallProps extends HTMLAttributes<HTMLDivElement> {
  entry: ToolCallEntry;
}

/** A tool call: the tool's name, with its arguments behind a native disclosure. */
export const ToolCall = forwardRef<HTMLDivElement, ToolCallProps>(function ToolCall({ entry, ...props }, ref) {
  return (
    <div data-slot="tool-call" data-tool={entry.name} {...props} ref={ref}>
      <span data-slot="tool-call-label">Tool call</span> <code data-slot="tool-call-name">{entry.name}</code>
      <details data-slot="tool-call-args">
        <summary>Arguments</summary>
        <pre>{formatJson(entry.args)}</pre>
      </details>
    </div>
  );
});
