import { listWidgets } from '../agent/listWidgets';
import type { AnyTool } from '../agent/Tool';
import type { ServerWidget, WidgetInfo } from '../core';

/**
 * The widgets `GET /widgets` lists. With `tools`, the ids the tools declare, in their order (as
 * `listWidgets` derives them); a tool naming a widget the server does not have is a startup
 * error, since its launchers would open a widget that cannot render. Without tools, all widgets.
 */
export function resolveWidgetList(
  widgets: ReadonlyMap<string, ServerWidget<unknown>>,
  tools?: readonly Pick<AnyTool, 'name' | 'widget'>[],
): WidgetInfo[] {
  const ids = tools ? listWidgets(tools) : [...widgets.keys()];
  const missing = ids.filter((id) => !widgets.has(id));
  if (missing.length > 0 && tools) {
    const named = missing.map((id) => {
      const owners = tools.filter((tool) => tool.widget === id).map((tool) => `"${tool.name}"`);
      return `widget "${id}" (declared by tool ${owners.join(', ')})`;
    });
    throw new Error(
      `createWidgetServer: no server widget for ${named.join('; ')}. ` +
        `Server widgets: ${[...widgets.keys()].map((id) => `"${id}"`).join(', ') || 'none'}.`,
    );
  }
  return ids.map((id) => {
    const { container, title } = widgets.get(id)!;
    return { id, ...(container && { container }), ...(title && { title }) };
  });
}
