import { forwardRef, useMemo, type ReactNode } from 'react';
import { TranscriptPrimitive } from '../primitives';
import { styledComponents } from './styledComponents';

export interface TranscriptProps extends Omit<TranscriptPrimitive.RootProps, 'asChild'> {
  /** Shown when there are no entries; defaults to the `empty` label. */
  empty?: ReactNode;
  /** Replacements for any row part: Message, ToolCall, ToolResult, Note, Launcher, EntryError. */
  components?: Partial<TranscriptPrimitive.TranscriptComponents>;
  /** Draw only the rows in view; `'auto'` (default) above 200 entries. Give the transcript a height. */
  virtualize?: boolean | 'auto';
}

/**
 * The conversation: messages, tool calls, results, notes, launchers and malformed-entry errors.
 * A live log region, so new entries are announced politely.
 */
export const Transcript = forwardRef<HTMLDivElement, TranscriptProps>(function Transcript(
  { empty, components, virtualize, ...props },
  ref,
) {
  // Merged once per change, so rows (memoised) do not re-render on every parent render.
  const parts = useMemo(() => ({ ...styledComponents, ...components }), [components]);
  return (
    <TranscriptPrimitive.Root data-slot="transcript" {...props} ref={ref}>
      <TranscriptPrimitive.Empty data-slot="transcript-empty">{empty}</TranscriptPrimitive.Empty>
      <TranscriptPrimitive.List data-slot="transcript-list" components={parts} virtualize={virtualize}>
        {(key, row) => (
          <TranscriptPrimitive.Item key={key} entryKey={key} components={parts} data-slot="transcript-item" {...row} />
        )}
      </TranscriptPrimitive.List>
      <TranscriptPrimitive.JumpToLatest data-slot="transcript-jump" />
    </TranscriptPrimitive.Root>
  );
});
