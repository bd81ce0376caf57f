import { assertNever, type KeyedEntry, type UIEntry } from '../../core';
import type { TranscriptComponents } from './TranscriptComponents';

export interface UIEntryBodyProps {
  entry: UIEntry & KeyedEntry;
  components: Pick<TranscriptComponents, 'Note' | 'Launcher'>;
}

/** A UI side effect drawn with the transcript's parts: a note, or a launcher keyed by its entry. */
export function UIEntryBody({ entry, components }: UIEntryBodyProps) {
  switch (entry.ui.kind) {
    case 'text':
      return <components.Note note={entry.ui} toolCallId={entry.toolCallId} />;
    case 'widget':
      return <components.Launcher launcher={entry.ui} launcherKey={entry.key} toolCallId={entry.toolCallId} />;
    default:
      return assertNever(entry.ui, 'UI content');
  }
}
