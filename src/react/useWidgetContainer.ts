import { type WidgetContainer } from '../core';
import { containerOf } from '../core/internal';
import type { WidgetDefinition } from './defineWidget';
import { useBackendWidgets } from './useBackendWidgets';
import { useCameoContext } from './useCameoContext';
import { useMediaQuery } from './useMediaQuery';

/**
 * Where a widget opens: its own `container`, else the backend's, else a modal. On a narrow
 * viewport a drawer or a panel opens fullscreen: there is no room beside the chat, and it would
 * cover most of the screen anyway.
 */
export function useWidgetContainer(id: string, definition: WidgetDefinition | undefined): WidgetContainer {
  const { narrowViewport } = useCameoContext();
  const { widgets } = useBackendWidgets();
  const narrow = useMediaQuery(narrowViewport);
  const declared = definition?.container ?? widgets.find((widget) => widget.id === id)?.container;
  const container = containerOf({ container: declared });
  return narrow && (container === 'drawer' || container === 'panel') ? 'fullscreen' : container;
}
