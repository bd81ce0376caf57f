import { EntryError } from './EntryError';
import { Launcher } from './Launcher';
import { Message } from './Message';
import { Note } from './Note';
import { Reasoning } from './Reasoning';
import { ToolCall } from './ToolCall';
import { ToolCardDefault } from './ToolCardDefault';
import { ToolResult } from './ToolResult';
import type { TranscriptComponents } from './TranscriptComponents';
import { TurnHeader } from './TurnHeader';

/** The unstyled parts, for a transcript built from primitives alone. */
export const defaultComponents: TranscriptComponents = {
  Message,
  Reasoning,
  ToolCard: ToolCardDefault,
  ToolCall,
  ToolResult,
  Note: ({ note, toolCallId }) => <Note note={note} data-tool-call-id={toolCallId} />,
  Launcher: ({ launcher, launcherKey, toolCallId }) => (
    <Launcher launcher={launcher} launcherKey={launcherKey} data-tool-call-id={toolCallId} />
  ),
  EntryError,
  TurnHeader: () => <TurnHeader />,
};
