import { useEffect } from 'react';
import { useCameoClient } from '../src/index';
import { WIDGET_TITLES } from './widgetIds';

/**
 * Opens the widget named by `?widget=<id>` once, on load: a link straight to a widget (the demo
 * screenshots use `?widget=kanban`). Unknown ids open too, and say so in the container.
 */
export function useWidgetFromUrl() {
  const client = useCameoClient();
  useEffect(() => {
    const widget = new URLSearchParams(window.location.search).get('widget');
    if (widget) client.open({ widget, label: WIDGET_TITLES[widget] ?? widget });
  }, [client]);
}
