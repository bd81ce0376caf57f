import type { ReactNode } from 'react';
import { useCameoContext } from '../react';

export interface TranscriptEmptyStateProps {
  /** Prompts offered as buttons; shown only with `onSuggestion`. */
  suggestions?: readonly string[];
  /** Called with a suggestion's text when the reader picks it. */
  onSuggestion?: (text: string) => void;
}

/**
 * The styled transcript's default empty state: a heading (`emptyTitle`), a line (`empty`) and,
 * when the app can act on them, suggestion buttons. A suggestion without a handler would be a
 * button that does nothing, so none is drawn.
 */
export function TranscriptEmptyState({ suggestions, onSuggestion }: TranscriptEmptyStateProps): ReactNode {
  const { labels } = useCameoContext();
  const offered = onSuggestion && suggestions && suggestions.length > 0 ? suggestions : undefined;
  return (
    <>
      <h2 data-slot="transcript-empty-title">{labels.emptyTitle}</h2>
      <p data-slot="transcript-empty-hint">{labels.empty}</p>
      {offered && (
        <ul data-slot="transcript-suggestions" aria-label={labels.suggestions}>
          {offered.map((text, index) => (
            // Index too: two suggestions may share a text.
            <li key={`${index}:${text}`}>
              <button type="button" data-slot="transcript-suggestion" onClick={() => onSuggestion?.(text)}>
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
