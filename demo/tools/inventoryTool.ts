import { defineTool } from '../../src/agent';

/** Always throws, to show that a tool failure becomes an error string rather than a crash. */
export const inventoryTool = defineTool({
  name: 'check_inventory',
  description: 'Stock level for a product SKU.',
  parameters: {
    type: 'object',
    properties: { sku: { type: 'string' } },
    required: ['sku'],
    additionalProperties: false,
  },
  execute(_agentId, _callId, { sku }) {
    throw new Error(`inventory service unreachable while looking up ${sku} (mock outage)`);
  },
});
