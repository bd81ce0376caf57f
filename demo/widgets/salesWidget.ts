import { defineWidget } from '../../src/index';
import { salesReport } from '../backend/sales';
import { SALES_CHART, WIDGET_TITLES } from '../widgetIds';
import { SalesChart } from './SalesChart';

/**
 * A client-side widget. Launchers carry a snapshot for the quarter asked about; opened with no
 * snapshot (from the widgets list), `render` supplies the latest quarter instead. It opens in the
 * side panel, so the chat stays usable beside the figures.
 */
export const salesWidget = defineWidget({
  id: SALES_CHART,
  title: WIDGET_TITLES[SALES_CHART],
  container: 'panel',
  component: SalesChart,
  render: () => salesReport('Q4'),
});
