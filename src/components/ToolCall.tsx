import { forwardRef, type HTMLAttributes } from 'react';
import type { ToolCallEntry } from '../core';

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
        <pre>{formatArgs(entry.args)}</pre>
      </details>
    </div>
  );
});

function formatArgs(args: unknown): string {
  try {
    return JSON.stringify(args, null, 2) ?? String(args);
  } catch {
    // Only reachable for values built in code (cycles, BigInt); wire JSON always stringifies.
    return String(args);
  }
}
