import type { UIMessage } from 'ai';
import { EXPIRED_APPROVAL } from './cameoUIPart';
import { supersededFlags } from './mapUIMessage';

type Part = UIMessage['parts'][number];

const isToolPart = (part: Part) => part.type === 'dynamic-tool' || part.type.startsWith('tool-');

/** Awaiting approval, or approved but never run: the AI SDK runs approvals only from the last message. */
function waiting(part: Part): boolean {
  if (!isToolPart(part) || !('state' in part)) return false;
  if (part.state === 'approval-requested') return true;
  return part.state === 'approval-responded' && 'approval' in part && part.approval?.approved === true;
}

/**
 * For a chat route, before `convertToModelMessages`: a call that still waits for approval when
 * the person has sent another message can never be answered (`useChat` and `streamText` read
 * approvals from the last message only), and the SDK refuses a history with a call and no result
 * (`MissingToolResultsError`), so the turn would fail. Each such call becomes `output-error` with
 * `EXPIRED_APPROVAL`, as the card already shows it. Messages without one are returned as they are.
 */
export function expireUnansweredApprovals<M extends UIMessage>(messages: readonly M[]): M[] {
  const superseded = supersededFlags(messages);
  return messages.map((message, index) => {
    if (!superseded[index] || !message.parts.some(waiting)) return message;
    const parts = message.parts.map((part) => {
      if (!waiting(part)) return part;
      // The approval is dropped: an errored call that was never approved has none.
      const { approval: _approval, ...call } = part as Part & { approval?: unknown };
      return { ...call, state: 'output-error', errorText: EXPIRED_APPROVAL };
    });
    return { ...message, parts: parts as M['parts'] };
  });
}
