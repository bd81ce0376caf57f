import { defineTool, ok } from '../../src/agent';
import { QUARTERS, salesReport } from '../backend/sales';
import { SALES_CHART } from '../widgetIds';

/** Returns a launcher carrying the report as its snapshot, so the chart paints with no fetch. */
export const salesTool = defineTool({
  name: 'show_sales',
  description: 'Revenue by region for a quarter, as a chart the user can open.',
  widget: SALES_CHART,
  parameters: {
    type: 'object',
    properties: { quarter: { enum: QUARTERS } },
    required: ['quarter'],
    additionalProperties: false,
  },
  execute(_agentId, _callId, { quarter }) {
    const report = salesReport(quarter);
    const top = [...report.rows].sort((a, b) => b.revenue - a.revenue)[0];
    const total = report.rows.reduce((sum, row) => sum + row.revenue, 0);
    return ok(`${quarter} revenue ${total} ${report.currency}; top region ${top?.region ?? 'none'}.`, {
      kind: 'widget',
      label: `Open ${quarter} sales chart`,
      widget: SALES_CHART,
      data: report,
    });
  },
});
