import { defineWidget } from '../../src/index';
import { RELEASE, WIDGET_TITLES } from '../widgetIds';
import { ReleaseChecklist } from './ReleaseChecklist';

/** The deploy tool's widget: always opened from its launcher's snapshot, in a drawer. */
export const releaseWidget = defineWidget({
  id: RELEASE,
  title: WIDGET_TITLES[RELEASE],
  container: 'drawer',
  component: ReleaseChecklist,
});
