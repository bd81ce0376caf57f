import { useCameo, useWidgets, type ToolSet } from '../src/index';
import { WIDGET_TITLES } from './widgetIds';

/**
 * Every registered widget, openable before any tool has run. Opening from here sends no
 * snapshot, so each widget's own `render` supplies its data.
 */
export function WidgetsPanel({ tools }: { tools: ToolSet }) {
  const widgets = useWidgets();
  const { openWidget } = useCameo();
  const registered = new Set(widgets.map((widget) => widget.id));
  const missing = tools.widgets().filter((id) => !registered.has(id));

  return (
    <aside className="widgets-panel" aria-labelledby="widgets-heading">
      <h2 id="widgets-heading">Widgets</h2>
      <ul>
        {widgets.map((widget) => {
          const title = WIDGET_TITLES[widget.id] ?? widget.id;
          const owner = tools.tools.find((tool) => tool.widget === widget.id);
          return (
            <li key={widget.id}>
              <button type="button" aria-haspopup="dialog" onClick={() => openWidget({ widget: widget.id, label: title })}>
                Open {title}
              </button>
              <span className="widgets-meta">
                <code>{widget.id}</code> · {owner ? <>owned by <code>{owner.name}</code></> : 'no owning tool'}
              </span>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && <p className="widgets-meta">Declared by tools but not registered: {missing.join(', ')}</p>}
    </aside>
  );
}
