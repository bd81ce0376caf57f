import { forwardRef, memo, useMemo, type ReactNode } from 'react';
import { type TranscriptComponents } from '../primitives';
import { styledComponents } from './styledComponents';
import { TranscriptEmptyState } from './TranscriptEmptyState';
import { Empty as TranscriptPrimitiveEmpty } from '../primitives/transcript/Empty';
import { Item as TranscriptPrimitiveItem } from '../primitives/transcript/Item';
import { JumpToLatest as TranscriptPrimitiveJumpToLatest } from '../primitives/transcript/JumpToLatest';
import { List as TranscriptPrimitiveList } from '../primitives/transcript/List';
import { Root as TranscriptPrimitiveRoot, type RootProps as TranscriptPrimitiveRootProps } from '../primitives/transcript/Root';

export interface TranscriptProps extends Omit<TranscriptPrimitiveRootProps, 'asChild'> {
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
    <TranscriptPrimitiveRoot data-slot="transcript" {...props} ref={ref}>
      <TranscriptPrimitiveEmpty data-slot="transcript-empty">
        {empty ?? <TranscriptEmptyState suggestions={suggestions} onSuggestion={onSuggestion} />}
      </TranscriptPrimitiveEmpty>
      <TranscriptPrimitiveList data-slot="transcript-list" components={parts} virtualize={virtualize}>
        {(key, row) => (
          <TranscriptPrimitiveItem key={key} entryKey={key} components={parts} data-slot="transcript-item" {...row} />
        )}
      </TranscriptPrimitiveList>
      <TranscriptPrimitiveJumpToLatest data-slot="transcript-jump" />
    </TranscriptPrimitiveRoot>
  );
  }),
);
