import type { ToolRun } from '../../src/agent';
import type { PlannedCall, TurnPlan } from './planTurn';

const HINT = 'Try **“weather in Paris”**, **“Q2 sales”**, **“show the kanban board”**, **“deploy”** or **“make it fail”**.';

/**
 * The assistant's closing message, written from what the tools returned, in markdown as a real
 * model's reply would be: bold, a list, inline code.
 */
export function writeReply(plan: TurnPlan, runs: readonly { call: PlannedCall; run: ToolRun }[]): string {
  const lines = runs.map(({ call, run }) => {
    if (run.model.isError) return `- \`${call.name}\` **didn't work**: ${run.model.content}`;
    const ui = run.ui?.type === 'ui' ? run.ui.ui : null;
    if (ui?.kind === 'widget' && ui.display !== 'inline') return `- ${run.model.content} Use **${ui.label}** to see it.`;
    return `- ${run.model.content}`;
  });
  const intro = plan.fallback
    ? `I'm a mock agent and no keyword matched, so here's a sample.\n\n${HINT}`
    : runs.length === 1
      ? 'Here is what I found:'
      : `I ran **${runs.length} tools**:`;
  return [intro, '', ...lines].join('\n');
}
