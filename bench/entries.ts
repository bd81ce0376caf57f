// Deterministic mixed transcripts for the benchmark: the same seed gives the same entries, so
// Cameo and the baseline list draw exactly the same data in every run.
import type { TranscriptEntry } from 'cameo-ui';

/** mulberry32: small, fast and good enough to vary lengths and kinds. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (
  'the sales report shows revenue rising in the third quarter while costs stayed flat across ' +
  'every region except the north where a new warehouse opened late and shipping took longer than ' +
  'planned so the team will review the numbers again next week before the board meeting'
).split(' ');

const tools = ['sales_report', 'search_docs', 'get_weather', 'run_query', 'create_ticket', 'read_file'];
const launcherWidgets = ['sales-chart', 'board', 'report'];

export interface Mix {
  user: number;
  assistant: number;
  tool_call: number;
  tool_result: number;
  tool_error: number;
  note: number;
  launcher_snapshot: number;
  launcher_fetch: number;
}

/**
 * `count` wire-format entries in conversation order: user and assistant text of varied length
 * (a few words to a few paragraphs), tool calls with nested args, results (about 1 in 8 an
 * error), notes and widget launchers (half of them with a snapshot). The last entry is always
 * an assistant message, so there is something to stream into.
 *
 * Built from the end, one turn at a time, each turn from its own seed: every size ends with the
 * same entries, so a pane stuck to the bottom shows the same rows whatever the history length,
 * and only the length varies between sizes.
 */
export function generateEntries(count: number, seed = 1): TranscriptEntry[] {
  const turns: TranscriptEntry[][] = [];
  let total = 0;
  for (let turn = 0; total < count; turn += 1) {
    const entries = generateTurn(random(seed ^ Math.imul(turn + 1, 0x9e3779b1)), turn);
    turns.push(entries);
    total += entries.length;
  }
  const all = turns.reverse().flat();
  return all.slice(all.length - count);
}

function generateTurn(next: () => number, turn: number): TranscriptEntry[] {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const text = (): string => {
    // Mostly short, sometimes long: lengths between 3 and ~240 words.
    const length = 3 + Math.floor(Math.pow(next(), 2.5) * 240);
    const out: string[] = [];
    for (let i = 0; i < length; i += 1) {
      out.push(pick(words));
      if (i > 0 && i % 60 === 0) out.push('\n\n');
    }
    return out.join(' ');
  };
  const entries: TranscriptEntry[] = [{ type: 'user', text: text() }, { type: 'assistant', text: text() }];
  const calls = Math.floor(next() * 3);
  for (let c = 0; c < calls; c += 1) {
    const id = `call-${turn}-${c}`;
    entries.push({
      type: 'tool_call',
      id,
      name: pick(tools),
      args: { query: text().slice(0, 60), limit: Math.floor(next() * 100), filters: { region: pick(['north', 'south']), tags: [pick(words), pick(words)] } },
    });
    const isError = next() < 0.125;
    entries.push({ type: 'tool_result', toolCallId: id, content: isError ? `Tool failed: ${text().slice(0, 80)}` : text(), isError });
    const ui = next();
    if (ui < 0.3) {
      entries.push({ type: 'ui', toolCallId: id, ui: { kind: 'text', text: text().slice(0, 120) } });
    } else if (ui < 0.5) {
      const widget = pick(launcherWidgets);
      const snapshot = next() < 0.5;
      entries.push({
        type: 'ui',
        toolCallId: id,
        ui: {
          kind: 'widget',
          label: `Open ${widget} (${turn}.${c})`,
          widget,
          ...(snapshot ? { data: { rows: [{ region: 'north', value: turn }, { region: 'south', value: turn * 2 }] } } : {}),
        },
      });
    }
  }
  entries.push({ type: 'assistant', text: text() });
  return entries;
}

export function mixOf(entries: readonly TranscriptEntry[]): Mix {
  const mix: Mix = { user: 0, assistant: 0, tool_call: 0, tool_result: 0, tool_error: 0, note: 0, launcher_snapshot: 0, launcher_fetch: 0 };
  for (const entry of entries) {
    if (entry.type === 'user' || entry.type === 'assistant' || entry.type === 'tool_call') mix[entry.type] += 1;
    else if (entry.type === 'tool_result') mix[entry.isError ? 'tool_error' : 'tool_result'] += 1;
    else if (entry.type === 'ui') {
      if (entry.ui.kind === 'text') mix.note += 1;
      else mix[entry.ui.data === undefined ? 'launcher_fetch' : 'launcher_snapshot'] += 1;
    }
  }
  return mix;
}

/** What the baseline shows for an entry: its text, as one string. */
export function textOf(entry: TranscriptEntry): string {
  switch (entry.type) {
    case 'user':
    case 'assistant':
    case 'reasoning':
      return entry.text;
    case 'tool_call':
      return `${entry.name} ${JSON.stringify(entry.args)}`;
    case 'tool_result':
      return entry.content;
    case 'ui':
      return entry.ui.kind === 'text' ? entry.ui.text : entry.ui.label;
    case 'tool_approval':
      return `${entry.approved ? 'approved' : 'denied'} ${entry.reason ?? ''}`;
    case 'error':
      return entry.message;
  }
}
