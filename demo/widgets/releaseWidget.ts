import { defineWidget } from '../../src/index';
import { NEXT_RELEASE, releaseChecklist } from '../backend/release';
import { RELEASE, WIDGET_TITLES } from '../widgetIds';
import { ReleaseChecklist } from './ReleaseChecklist';

/**
 * The deploy tool's widget, in a drawer. Its launchers carry the deploy's checklist; opened from
 * the widgets list, `render` shows the next release, not started. Client-side, so the widget
 * server (which does not know it) is never asked for it.
 */
export const releaseWidget = defineWidget({
  id: RELEASE,
  title: WIDGET_TITLES[RELEASE],
  container: 'drawer',
  component: ReleaseChecklist,
  render: () => releaseChecklist(NEXT_RELEASE.version, NEXT_RELEASE.environment, false),
});
