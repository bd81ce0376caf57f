import { memo } from 'react';
import { assertNever, type KeyedEntry } from '../core';
import { useEntry } from '../react';
import { EntryError } from './EntryError';
import { ErrorBoundary } from './ErrorBoundary';
import { Message } from './Message';
import { Note } from './Note';
import { ToolCall } from './ToolCall';
import { ToolResult } from './ToolResult';
import { WidgetLauncher } from './WidgetLauncher';

/**
 * One row. It subscribes to its own entry, so a streamed token re-renders this row alone, and
 * a row that fails to render shows an error in its place instead of taking the list down.
 */
export const TranscriptItem = memo(function TranscriptItem({ entryKey }: { entryKey: string }) {
  const entry = useEntry(entryKey);
  if (!entry) return null;
  return (
    <li data-slot="transcript-item" data-kind={kindOf(entry)}>
      <ErrorBoundary
        fallback={(error) => (
          <EntryError entry={{ type: 'error', message: `this entry could not be displayed: ${error.message}` }} />
        )}
      >
        <EntryBody entry={entry} />
      </ErrorBoundary>
    </li>
  );
});

function EntryBody({ entry }: { entry: KeyedEntry }) {
  switch (entry.type) {
    case 'user':
    case 'assistant':
      return <Message entry={entry} />;
    case 'tool_call':
      return <ToolCall entry={entry} />;
    case 'tool_result':
      return <ToolResult entry={entry} />;
    case 'ui':
      switch (entry.ui.kind) {
        case 'text':
          return <Note note={entry.ui} data-tool-call-id={entry.toolCallId} />;
        case 'widget':
          return <WidgetLauncher launcher={entry.ui} launcherKey={entry.key} data-tool-call-id={entry.toolCallId} />;
        default:
          return assertNever(entry.ui, 'UI content');
      }
    case 'error':
      return <EntryError entry={entry} />;
    default:
      return assertNever(entry, 'transcript entry');
  }
}

function kindOf(entry: KeyedEntry): string {
  if (entry.type !== 'ui') return entry.type;
  return entry.ui.kind === 'text' ? 'note' : 'launcher';
}
