import type { KeyedEntry } from '../../core';
import { assistantTurns, type TurnPlace } from '../transcript/assistantTurns';

/**
 * The entries one tool card draws: its call, and the result, decision and ui rows linked to it.
 * A result with no call before it (an orphan) is drawn as a card without `callKey`.
 */
export interface ToolCardGroup {
  callKey?: string;
  resultKey?: string;
  approvalKey?: string;
  /** Notes and launchers, in drawing order. */
  uiKeys: readonly string[];
}

/** The list's rows (a card stands for its whole group) and each card's group, by call key. */
export interface ToolCardRows {
  rows: readonly string[];
  groups: ReadonlyMap<string, ToolCardGroup>;
  /** Each row's place in its assistant turn, by row key; user messages and errors have none. */
  turns: ReadonlyMap<string, TurnPlace>;
}

/**
 * Folds each tool call's first result, first decision and ui rows into the call's row, so a
 * call draws as one card. The person's first decision beats an agent's (`by: 'agent'`), and
 * later agent decisions are folded away. A linked entry with no call before it (an orphan, or a second result)
 * stays a row of its own. A call id used again starts a new card, as the parser pairs a result
 * with the nearest call. One pass over the keys, run when keys change (never per token); groups
 * equal to `previous` ones are reused, so only cards that gained an entry re-render. The rows'
 * assistant turns are found here too, for the same reason: keys change, tokens do not.
 */
export function groupToolCards(
  keys: readonly string[],
  entryOf: (key: string) => KeyedEntry | undefined,
  previous?: ToolCardRows,
): ToolCardRows {
  const rows: string[] = [];
  const drafts = new Map<string, { callKey: string; resultKey?: string; approvalKey?: string; uiKeys: string[] }>();
  const byCall = new Map<string, ToolCardGroup>();
  const open = new Map<string, { callKey: string; resultKey?: string; approvalKey?: string; uiKeys: string[] }>();
  // The person's decision replaces the agent's on the card; the agent's never replaces theirs.
  const agentDecided = (key: string | undefined) => {
    const found = key === undefined ? undefined : entryOf(key);
    return found?.type === 'tool_approval' && found.by === 'agent';
  };
  for (const key of keys) {
    const entry = entryOf(key);
    if (entry === undefined) continue;
    if (entry.type === 'tool_call') {
      const draft = { callKey: key, uiKeys: [] };
      open.set(entry.id, draft);
      drafts.set(key, draft);
      rows.push(key);
      continue;
    }
    const draft = entry.type === 'tool_result' || entry.type === 'ui' || entry.type === 'tool_approval' ? open.get(entry.toolCallId) : undefined;
    if (draft === undefined) rows.push(key);
    else if (entry.type === 'ui') draft.uiKeys.push(key);
    else if (entry.type === 'tool_result' && draft.resultKey === undefined) draft.resultKey = key;
    else if (entry.type === 'tool_approval' && draft.approvalKey === undefined) draft.approvalKey = key;
    else if (entry.type === 'tool_approval' && entry.by !== 'agent' && agentDecided(draft.approvalKey)) draft.approvalKey = key;
    else if (entry.type === 'tool_approval' && entry.by === 'agent') continue;
    else rows.push(key);
  }
  for (const [key, draft] of drafts) {
    const before = previous?.groups.get(key);
    byCall.set(key, before !== undefined && sameGroup(before, draft) ? before : draft);
  }
  // Nothing folded (no tool calls, or calls alone): the keys array itself, so the list sees no change.
  const drawn = rows.length === keys.length ? keys : rows;
  return { rows: drawn, groups: byCall, turns: assistantTurns(drawn, entryOf) };
}

/** Whether two groups draw the same entries. */
export function sameGroup(a: ToolCardGroup, b: ToolCardGroup): boolean {
  return (
    a.callKey === b.callKey &&
    a.resultKey === b.resultKey &&
    a.approvalKey === b.approvalKey &&
    a.uiKeys.length === b.uiKeys.length &&
    a.uiKeys.every((key, index) => key === b.uiKeys[index])
  );
}
