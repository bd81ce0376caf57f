import { defineWidget } from '../../src/index';
import { salesReport } from '../backend/sales';
import { SALES_CHART } from '../widgetIds';
import { SalesChart } from './SalesChart';

/**
 * Launchers carry a snapshot for the quarter asked about. Opened with no snapshot (from the
 * widgets panel), `render` supplies the latest quarter instead.
 */
export const salesWidget = defineWidget({
  id: SALES_CHART,
  component: SalesChart,
  render: () => salesReport('Q4'),
});
