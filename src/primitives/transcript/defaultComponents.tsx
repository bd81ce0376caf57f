import { Root as EntryError } from '../entryError/Root';
import { Root as Message } from '../message/Root';
import { Root as Reasoning } from '../reasoning/Root';
import { Launcher } from '../widget/Launcher';
import { Note } from './Note';
import { ToolCardDefault } from './ToolCardDefault';
import type { TranscriptComponents } from './TranscriptComponents';
import { TurnHeader } from './TurnHeader';

/** The unstyled parts, for a transcript built from primitives alone. */
export const defaultComponents: TranscriptComponents = {
  Message,
  Reasoning,
  ToolCard: ToolCardDefault,
  Note: ({ note, toolCallId }) => <Note note={note} data-tool-call-id={toolCallId} />,
  Launcher: ({ launcher, launcherKey, toolCallId }) => (
    <Launcher launcher={launcher} launcherKey={launcherKey} data-tool-call-id={toolCallId} />
  ),
  EntryError,
  TurnHeader: () => <TurnHeader />,
};
