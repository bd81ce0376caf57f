import { forwardRef } from 'react';
import { ToolCallPrimitive } from '../primitives';

export type ToolCallProps = Omit<ToolCallPrimitive.RootProps, 'children' | 'asChild'>;

/** A tool call: the tool's name, with its arguments behind a native disclosure. */
export const ToolCall = forwardRef<HTMLDivElement, ToolCallProps>(function ToolCall(props, ref) {
  return (
    <ToolCallPrimitive.Root data-slot="tool-call" {...props} ref={ref}>
      <ToolCallPrimitive.Label data-slot="tool-call-label" />{' '}
      <ToolCallPrimitive.Name data-slot="tool-call-name" />
      <ToolCallPrimitive.Args data-slot="tool-call-args" />
    </ToolCallPrimitive.Root>
  );
});
