import { memo } from 'react';
import { assertNever, type KeyedEntry } from '../core';
import { useEntry } from '../react';
import { EntryError } from './EntryError';
import { Message } from './Message';
import { Note } from './Note';
import { ToolCall } from './ToolCall';
import { ToolResult } from './ToolResult';
import { WidgetLauncher } from './WidgetLauncher';

/** One row. It subscribes to its own entry, so a streamed token re-renders this row alone. */
export const TranscriptItem = memo(function TranscriptItem({ entryKey }: { entryKey: string }) {
  const entry = useEntry(entryKey);
  if (!entry) return null;
  return (
    <li data-slot="transcript-item" data-kind={kindOf(entry)}>
      <EntryBody entry={entry} />
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
      return entry.ui.kind === 'text' ? (
        <Note note={entry.ui} data-tool-call-id={entry.toolCallId} />
      ) : (
        <WidgetLauncher launcher={entry.ui} launcherKey={entry.key} data-tool-call-id={entry.toolCallId} />
      );
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
