import type { UIMessage } from 'ai';

type Part = UIMessage['parts'][number];

export interface PersonDecision {
  /** The approval request's id (`part.approval.id`). */
  id: string;
  approved: boolean;
  reason?: string;
}

/**
 * How a person's decision reaches `useChat`:
 * - `respond`: the call still asks, so `addToolApprovalResponse` answers it;
 * - `rewrite`: the stream already answered on its own (the agent's answer, which the card does
 *   not count), so `addToolApprovalResponse` would find nothing to answer and drop the click.
 *   These messages carry the person's decision in its place, for `setMessages`;
 * - `missing`: no call in the chat has this approval id.
 */
export type ApprovalAnswer<M extends UIMessage> = { kind: 'respond' } | { kind: 'rewrite'; messages: M[] } | { kind: 'missing' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isToolPart(part: unknown): part is Record<string, unknown> & { state?: unknown; approval?: unknown } {
  return isObject(part) && typeof part.type === 'string' && (part.type === 'dynamic-tool' || part.type.startsWith('tool-'));
}

const approvalIdOf = (part: Record<string, unknown>): unknown => (isObject(part.approval) ? part.approval.id : undefined);

/** Where the person's decision `decision` goes in `messages` (see ApprovalAnswer). */
export function answerApproval<M extends UIMessage>(messages: readonly M[], decision: PersonDecision): ApprovalAnswer<M> {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!isObject(message) || !Array.isArray(message.parts)) continue;
    const at = (message.parts as unknown[]).findIndex((part) => isToolPart(part) && approvalIdOf(part) === decision.id);
    if (at === -1) continue;
    const part = message.parts[at] as Part & Record<string, unknown>;
    if (part.state === 'approval-requested') return { kind: 'respond' };
    // Only a decision with no outcome yet can change: once it ran or was refused, it stays.
    if (part.state !== 'approval-responded') return { kind: 'missing' };
    // The stream's reason and `isAutomatic` were its own; the request's signature stays.
    const { reason: _reason, isAutomatic: _automatic, ...asked } = part.approval as Record<string, unknown>;
    const approval = { ...asked, id: decision.id, approved: decision.approved, ...(decision.reason === undefined ? {} : { reason: decision.reason }) };
    const parts = message.parts.map((each, partIndex) => (partIndex === at ? ({ ...part, approval } as Part) : each));
    const next = messages.slice();
    next[index] = { ...message, parts };
    return { kind: 'rewrite', messages: next };
  }
  return { kind: 'missing' };
}

/**
 * Whether the last assistant message's last step is complete and every decision in it is the
 * person's (`decided` holds the approval ids they answered): what
 * `lastAssistantMessageIsCompleteWithApprovalResponses` checks, counting no answer the stream
 * gave on its own.
 */
export function personAnsweredLastStep(messages: readonly UIMessage[], decided: ReadonlySet<string>): boolean {
  const message = messages.at(-1);
  if (!isObject(message) || message.role !== 'assistant' || !Array.isArray(message.parts)) return false;
  const parts = message.parts as unknown[];
  let stepStart = -1;
  parts.forEach((part, index) => {
    if (isObject(part) && part.type === 'step-start') stepStart = index;
  });
  const calls = parts.slice(stepStart + 1).filter(isToolPart);
  let answered = 0;
  for (const call of calls) {
    const id = approvalIdOf(call);
    if ((call.state === 'approval-requested' || call.state === 'approval-responded') && typeof id === 'string' && decided.has(id)) answered += 1;
    else if (!(call.state === 'output-available' && call.preliminary !== true) && call.state !== 'output-error' && call.state !== 'output-denied') return false;
  }
  return answered > 0;
}
