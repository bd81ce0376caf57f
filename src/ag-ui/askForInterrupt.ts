import type { TranscriptStore } from '../core';
import { agUIKeys } from './agUIKeys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Shows an AG-UI interrupt (untrusted) that ended a run. One bound to a tool call on screen
 * asks on that call's card (Approve / Deny); any other becomes a note saying what the agent
 * waits for, since Cameo draws no form for it.
 */
export function askForInterrupt(store: TranscriptStore, interrupt: unknown): void {
  if (!isRecord(interrupt) || typeof interrupt.id !== 'string') return;
  const { entries, update, append } = store.getState();
  const callKey = typeof interrupt.toolCallId === 'string' ? agUIKeys.call(interrupt.toolCallId) : undefined;
  if (callKey !== undefined && entries.get(callKey)?.type === 'tool_call') {
    update(callKey, (entry) => (entry.type === 'tool_call' ? { ...entry, approval: 'required' } : entry));
    return;
  }
  const key = agUIKeys.interrupt(interrupt.id);
  const said = typeof interrupt.message === 'string' && interrupt.message !== '' ? interrupt.message : String(interrupt.reason);
  if (!entries.has(key)) append({ type: 'ui', toolCallId: key, ui: { kind: 'text', text: `The agent is waiting: ${said}` }, key });
}
