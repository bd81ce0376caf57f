import { createToolSet, defineTool, fail, ok, toModelContext } from 'cameo-ui/agent';
import type { TranscriptEntry } from 'cameo-ui/core';

const salesReport = defineTool({
  name: 'sales_report',
  description: 'Sales figures for one quarter',
  parameters: {
    type: 'object',
    properties: { quarter: { enum: ['Q1', 'Q2', 'Q3', 'Q4'] } },
    required: ['quarter'],
  },
  widget: 'sales-chart', // listed by tools.widgets() before any tool runs
  // `quarter` is typed 'Q1' | 'Q2' | 'Q3' | 'Q4', from the schema.
  execute: async (_agentId, _callId, { quarter }, { signal }) => {
    const response = await fetch(`https://sales.example.com/${quarter}`, { signal });
    if (!response.ok) return fail(`the sales service answered ${response.status}`);
    const rows = (await response.json()) as Array<{ region: string; total: number }>;
    const ui = { kind: 'widget', label: `Open ${quarter} sales`, widget: 'sales-chart', data: { rows } } as const;
    return ok(`${quarter} sales: ${rows.length} regions, ${rows.reduce((sum, row) => sum + row.total, 0)} in all.`, ui);
  },
});

export const tools = createToolSet([salesReport]);

/** Runs one tool call of the model's and returns the transcript and the model's next context. */
export async function answer(transcript: TranscriptEntry[], call: { id: string; name: string; args: unknown }, turn: AbortSignal) {
  const { model, ui } = await tools.run(call.name, { agentId: 'a1', callId: call.id, args: call.args }, { timeoutMs: 10_000, signal: turn });
  const next: TranscriptEntry[] = [...transcript, model, ...(ui ? [ui] : [])];
  return { transcript: next, context: toModelContext(next) }; // the UI goes to the user only
}
