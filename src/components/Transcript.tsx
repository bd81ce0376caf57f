import { forwardRef, memo, useMemo, type ReactNode } from 'react';
import { TranscriptPrimitive, type TranscriptComponents } from '../primitives';
import { styledComponents } from './styledComponents';
import { TranscriptEmptyState } from './TranscriptEmptyState';

export interface TranscriptProps extends Omit<TranscriptPrimitive.RootProps, 'asChild'> {
  /**
   * Replaces the whole empty state. The default is a heading (`emptyTitle` label), a line (`empty`)
   * and the `suggestions`.
   */
  empty?: ReactNode;
  /** Prompts the empty state offers as buttons, when `onSuggestion` is given. */
  suggestions?: readonly string[];
  /** Called with a suggestion's text when the reader picks one (send it, or fill your composer). */
  onSuggestion?: (text: string) => void;
  /** Replacements for any row part: Message, Reasoning, ToolCard, Note, Launcher, EntryError, TurnHeader, Markdown. */
  components?: Partial<TranscriptComponents>;
  /** Draw only the rows in view; `'auto'` (default) above 200 rows (a tool card and its result are one row). Give the transcript a height. */
  virtualize?: boolean | 'auto';
}

/**
 * The conversation: messages, tool cards, notes, launchers and malformed-entry errors.
 * A live log region, so new entries are announced politely. Memoised: the component that holds
 * a chat (`useChat`, `useAGUIAgent`) re-renders on every token, and the list under it must not
 * (its rows follow their own entries); with 10,000 messages that re-render was most of a token's cost.
 */
export const Transcript = memo(
  forwardRef<HTMLDivElement, TranscriptProps>(function Transcript(
  { empty, suggestions, onSuggestion, components, virtualize, ...props },
  ref,
) {
  // Merged once per change, so rows (memoised) do not re-render on every parent render.
  const parts = useMemo(() => ({ ...styledComponents, ...components }), [components]);
  return (
    <TranscriptPrimitive.Root data-slot="transcript" {...props} ref={ref}>
      <TranscriptPrimitive.Empty data-slot="transcript-empty">
        {empty ?? <TranscriptEmptyState suggestions={suggestions} onSuggestion={onSuggestion} />}
      </TranscriptPrimitive.Empty>
      <TranscriptPrimitive.List data-slot="transcript-list" components={parts} virtualize={virtualize}>
        {(key, row) => (
          <TranscriptPrimitive.Item key={key} entryKey={key} components={parts} data-slot="transcript-item" {...row} />
        )}
      </TranscriptPrimitive.List>
      <TranscriptPrimitive.JumpToLatest data-slot="transcript-jump" />
    </TranscriptPrimitive.Root>
  );
  }),
);
