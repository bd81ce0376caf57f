import type { TranscriptComponents } from '../primitives';
import { EntryError } from './EntryError';
import { Message } from './Message';
import { Note } from './Note';
import { Reasoning } from './Reasoning';
import { ToolCard } from './ToolCard';
import { TurnHeader } from './TurnHeader';
import { WidgetLauncher } from './WidgetLauncher';

/** The styled parts `Transcript` draws rows with unless the app replaces some. */
export const styledComponents: TranscriptComponents = {
  Message,
  Reasoning,
  ToolCard,
  Note: ({ note, toolCallId }) => <Note note={note} data-tool-call-id={toolCallId} />,
  Launcher: ({ launcher, launcherKey, toolCallId }) => (
    <WidgetLauncher launcher={launcher} launcherKey={launcherKey} data-tool-call-id={toolCallId} />
  ),
  EntryError,
  TurnHeader: () => <TurnHeader />,
};
