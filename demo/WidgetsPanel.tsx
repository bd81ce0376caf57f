import { useId } from 'react';
import { WidgetLauncherList, useBackendWidgets } from '../src/index';

/**
 * Every widget the app registers or the widget server lists, openable before any tool has run.
 * Opening from here sends no snapshot, so each widget's `render` (or the server's) paints it.
 */
export function WidgetsPanel() {
  const headingId = useId();
  const { error } = useBackendWidgets();
  return (
    <aside className="widgets-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Widgets</h2>
      <WidgetLauncherList aria-labelledby={headingId} />
      {error && (
        <p role="status" className="widgets-meta">
          The widget server did not answer ({error.message}); only this page’s own widgets are listed.
        </p>
      )}
    </aside>
  );
}
