import { defineWidget } from '../../src/index';
import { RELEASE, WIDGET_TITLES } from '../widgetIds';
import { ReleaseChecklist } from './ReleaseChecklist';

/** The deploy tool's widget: always opened from its launcher's snapshot, in a drawer. */
export const releaseWidget = defineWidget({
  id: RELEASE,
  title: WIDGET_TITLES[RELEASE],
  container: 'drawer',
  component: ReleaseChecklist,
  // Client-only (the widget server does not know it): it always comes with its launcher's data,
  // and saying so here keeps it off the server's event stream.
  render: () => Promise.reject(new Error('Open it from its launcher in the chat.')),
});
