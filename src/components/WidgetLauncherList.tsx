import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { useBackendWidgets, useCameoContext, useWidgets } from '../react';
import { WidgetLauncher } from './WidgetLauncher';

export type WidgetLauncherListProps = HTMLAttributes<HTMLUListElement>;

/**
 * Every widget the registry or the transport knows, each with a launcher button (inline widgets
 * too: a list opens widgets, it does not draw them), so a user can open one with no tool call in
 * the transcript.
 */
export const WidgetLauncherList = forwardRef<HTMLUListElement, WidgetLauncherListProps>(function WidgetLauncherList(
  props,
  ref,
) {
  const { labels } = useCameoContext();
  const registered = useWidgets();
  const { widgets: remote } = useBackendWidgets();
  const items = useMemo(() => {
    const titles = new Map<string, string>();
    for (const widget of registered) titles.set(widget.id, widget.title ?? widget.id);
    for (const widget of remote) titles.set(widget.id, widget.title ?? titles.get(widget.id) ?? widget.id);
    return [...titles].map(([id, title]) => ({ id, title }));
  }, [registered, remote]);

  return (
    <ul aria-label={labels.widgets} data-slot="widget-launcher-list" {...props} ref={ref}>
      {items.map(({ id, title }) => (
        <li key={id} data-slot="widget-launcher-list-item">
          <WidgetLauncher launcher={{ kind: 'widget', label: title, widget: id, display: 'launcher' }} launcherKey={`list:${id}`} />
        </li>
      ))}
    </ul>
  );
});
