import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type ToolCallProps = Omit<TranscriptPrimitive.ToolCallProps, 'children' | 'asChild'>;

/** A tool call: the tool's name, with its arguments behind a native disclosure. */
export const ToolCall = forwardRef<HTMLDivElement, ToolCallProps>(function ToolCall(props, ref) {
  return (
    <TranscriptPrimitive.ToolCall data-slot="tool-call" {...props} ref={ref}>
      <TranscriptPrimitive.ToolCallLabel data-slot="tool-call-label" />{' '}
      <TranscriptPrimitive.ToolCallName data-slot="tool-call-name" />
      <TranscriptPrimitive.ToolCallArgs data-slot="tool-call-args" />
    </TranscriptPrimitive.ToolCall>
  );
});
