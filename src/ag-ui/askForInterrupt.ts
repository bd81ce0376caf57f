import * as v from 'valibot';
import type { TranscriptStore } from '../core';
import { ownObject, quote, readOrDrop } from '../core/internal';
import { agUIKeys } from './agUIKeys';

const optionalString = v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined);
const interruptSchema = ownObject(
  v.object({ id: v.string(), toolCallId: optionalString, message: optionalString, reason: v.optional(v.unknown()) }),
  'not an interrupt',
);

/**
 * Shows an AG-UI interrupt (untrusted) that ended a run. One bound to a tool call on screen
 * asks on that call's card (Approve / Deny); any other becomes a note saying what the agent
 * waits for, since Cameo draws no form for it.
 */
export function askForInterrupt(store: TranscriptStore, raw: unknown): void {
  const interrupt = readOrDrop(interruptSchema, raw);
  if (interrupt === undefined) return;
  const { entries, update, append } = store.getState();
  const callKey = interrupt.toolCallId === undefined ? undefined : agUIKeys.call(interrupt.toolCallId);
  if (callKey !== undefined && entries.get(callKey)?.type === 'tool_call') {
    update(callKey, (entry) => (entry.type === 'tool_call' ? { ...entry, approval: 'required' } : entry));
    return;
  }
  const key = agUIKeys.interrupt(interrupt.id);
  // A reason that is no string is described, never stringified: hostile objects may throw.
  const { reason } = interrupt;
  const said = interrupt.message ?? (typeof reason === 'string' ? reason : quote(reason));
  if (!entries.has(key)) append({ type: 'ui', toolCallId: key, ui: { kind: 'text', text: `The agent is waiting: ${said}` }, key });
}
