import { defineTool, ok } from 'cameo-ui/agent';

/** A Cameo tool: the model reads the text, the person gets a launcher for the chart. */
export const salesTool = defineTool({
  name: 'show_sales',
  description: 'Revenue by region for a quarter.',
  widget: 'sales-chart',
  parameters: {
    type: 'object',
    properties: { quarter: { enum: ['Q1', 'Q2', 'Q3', 'Q4'] } },
    required: ['quarter'],
  },
  execute(_agentId, _callId, { quarter }) {
    const rows = [{ region: 'North', revenue: 120 }, { region: 'South', revenue: 80 }];
    return ok(`${quarter}: North 120, South 80.`, {
      kind: 'widget',
      label: `Open ${quarter} sales chart`,
      widget: 'sales-chart',
      data: { quarter, rows },
    });
  },
});

/** Asks the person first: the card shows Approve and Deny. */
export const refundTool = defineTool({
  name: 'refund_order',
  description: 'Refund an order.',
  needsApproval: true,
  parameters: { type: 'object', properties: { order: { type: 'string' } }, required: ['order'] },
  execute: (_agentId, _callId, { order }) => `Refunded ${order}.`,
});
