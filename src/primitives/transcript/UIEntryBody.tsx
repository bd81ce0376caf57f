import { useMemo, type ReactNode } from 'react';
import { assertNever, type KeyedEntry, type UIEntry } from '../../core';
import { WidgetLaunchContext, type WidgetLaunch } from '../../react';
import type { TranscriptComponents } from './TranscriptComponents';

export interface UIEntryBodyProps {
  entry: UIEntry & KeyedEntry;
  components: Pick<TranscriptComponents, 'Note' | 'Launcher'>;
}

/**
 * A UI side effect drawn with the transcript's parts: a note, or a launcher keyed by its entry.
 * The launcher is drawn inside its launch (entry key, tool call, data), so an inline view, and the
 * host once it opens, can tell this call's view from another launcher's of the same widget.
 */
export function UIEntryBody({ entry, components }: UIEntryBodyProps) {
  switch (entry.ui.kind) {
    case 'text':
      return <components.Note note={entry.ui} toolCallId={entry.toolCallId} />;
    case 'widget':
      return (
        <LaunchOf launcherKey={entry.key} toolCallId={entry.toolCallId} data={entry.ui.data}>
          <components.Launcher launcher={entry.ui} launcherKey={entry.key} toolCallId={entry.toolCallId} />
        </LaunchOf>
      );
    default:
      return assertNever(entry.ui, 'UI content');
  }
}

function LaunchOf({ launcherKey, toolCallId, data, children }: WidgetLaunch & { children: ReactNode }) {
  // One object while the entry is unchanged, so views that read it do not redraw for nothing.
  const launch = useMemo(() => ({ launcherKey, toolCallId, data }), [launcherKey, toolCallId, data]);
  return <WidgetLaunchContext.Provider value={launch}>{children}</WidgetLaunchContext.Provider>;
}
