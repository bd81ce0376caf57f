/** One tool call the scripted model decided to make. */
export interface PlannedCall {
  name: string;
  args: Record<string, unknown>;
}

export interface TurnPlan {
  calls: PlannedCall[];
  /** True when no keyword matched and the model fell back to a sample. */
  fallback: boolean;
}

/**
 * The scripted model's "reasoning": keywords in the user's message pick the tools. Several
 * keywords in one message give several calls, in a fixed order. Whether a call needs the human's
 * approval is the tool's to say (`needsApproval`), not the model's.
 */
export function planTurn(message: string): TurnPlan {
  const text = message.toLowerCase();
  const calls: PlannedCall[] = [];
  if (text.includes('weather')) calls.push(weather(message));
  if (text.includes('sales')) calls.push(sales(message));
  if (text.includes('board') || text.includes('kanban')) calls.push({ name: 'open_board', args: {} });
  if (text.includes('fail')) calls.push(inventory(message));
  if (text.includes('deploy')) calls.push(deploy(message));
  // The demo MCP server's app tool, offered to the model through mcpToolsForAISDK.
  if (text.includes('poll') || text.includes('vote')) calls.push({ name: 'show_poll', args: {} });
  if (calls.length > 0) return { calls, fallback: false };
  return { calls: [weather(message), sales(message)], fallback: true };
}

function weather(message: string): PlannedCall {
  const city = /\b(?:in|for|at)\s+([A-Z][\p{L}-]+(?:\s+[A-Z][\p{L}-]+)*)/u.exec(message)?.[1] ?? 'Lisbon';
  return { name: 'get_weather', args: { city } };
}

function sales(message: string): PlannedCall {
  const quarter = /\bq([1-4])\b/i.exec(message)?.[1] ?? '4';
  return { name: 'show_sales', args: { quarter: `Q${quarter}` } };
}

function inventory(message: string): PlannedCall {
  const sku = /\bSKU-\d+\b/i.exec(message)?.[0].toUpperCase() ?? 'SKU-0000';
  return { name: 'check_inventory', args: { sku } };
}

function deploy(message: string): PlannedCall {
  const version = /\b(\d+\.\d+\.\d+)\b/.exec(message)?.[1] ?? '2.4.1';
  const environment = /\bstaging\b/i.test(message) ? 'staging' : 'production';
  return { name: 'deploy_release', args: { version, environment } };
}
