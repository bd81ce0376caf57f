import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useEntryKeys } from '../react';
import { TranscriptItem } from './TranscriptItem';

export interface TranscriptProps extends HTMLAttributes<HTMLDivElement> {
  /** Shown when there are no entries. */
  empty?: ReactNode;
}

/**
 * The conversation: messages, tool calls, results, notes, launchers and malformed-entry errors.
 * A live log region, so new entries are announced politely.
 */
export const Transcript = forwardRef<HTMLDivElement, TranscriptProps>(function Transcript(
  { empty = 'No messages yet.', ...props },
  ref,
) {
  const keys = useEntryKeys();
  return (
    <div role="log" aria-label="Conversation" data-slot="transcript" data-empty={keys.length === 0 || undefined} {...props} ref={ref}>
      {keys.length === 0 ? (
        <p data-slot="transcript-empty">{empty}</p>
      ) : (
        <ol data-slot="transcript-list">
          {keys.map((key) => (
            <TranscriptItem key={key} entryKey={key} />
          ))}
        </ol>
      )}
    </div>
  );
});
