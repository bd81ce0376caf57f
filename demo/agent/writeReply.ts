import type { SeenCall } from './readTurn';
import type { TurnPlan } from './planTurn';

const HINT = 'Try **“weather in Paris”**, **“Q2 sales”**, **“show the kanban board”**, **“deploy 2.4.1”**, **“show the team poll”** or **“make it fail”**.';

/**
 * What the scripted model knows about its own tools, as a system prompt would tell a real one:
 * where their results show. It never sees the UI itself, only the tools' text.
 */
const WHERE_IT_SHOWS: Readonly<Record<string, string>> = {
  show_sales: 'Open the chart from its card for the breakdown.',
  open_board: 'The board loads live when you open it.',
  deploy_release: 'The release checklist is on its card.',
  show_poll: 'Open the poll from its card to vote.',
};

/**
 * The assistant's closing message, written from the tool results in the prompt, in markdown as a
 * real model's reply would be: bold, a list, inline code.
 */
export function writeReply(plan: TurnPlan, calls: readonly SeenCall[]): string {
  const lines = calls.map(({ name, outcome }) => {
    if (!outcome) return `- \`${name}\` gave no answer.`;
    if (outcome.status === 'denied') return `- \`${name}\` **was not run**: you declined it${outcome.text ? ` (${outcome.text})` : ''}.`;
    if (outcome.status === 'error') return `- \`${name}\` **didn't work**; what it said is below.`;
    const where = WHERE_IT_SHOWS[name];
    return `- ${outcome.text}${where ? ` ${where}` : ''}`;
  });
  const intro = plan.fallback
    ? `I'm the demo's scripted model and no keyword matched, so here's a sample.\n\n${HINT}`
    : calls.length === 1
      ? 'Here is what I found:'
      : `I ran **${calls.length} tools**:`;
  // A failure's own words, as a model quotes a log: a code block, kept on one line as it came.
  const errors = calls.flatMap(({ outcome }) => (outcome?.status === 'error' ? ['', '```text', outcome.text, '```'] : []));
  return [intro, '', ...lines, ...errors].join('\n');
}
