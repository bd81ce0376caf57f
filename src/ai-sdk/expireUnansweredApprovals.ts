import type { UIMessage } from 'ai';
import { EXPIRED_APPROVAL, STOPPED_TOOL_CALL } from './cameoUIPart';
import { supersededFlags } from './mapUIMessage';

type Part = UIMessage['parts'][number];

const isToolPart = (part: Part) =>
  typeof part === 'object' && part !== null && typeof part.type === 'string' && (part.type === 'dynamic-tool' || part.type.startsWith('tool-'));

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
 * `EXPIRED_APPROVAL`, as the card already shows it; one approved but cut off (a Stop while it
 * ran, or before it was sent) gets `STOPPED_TOOL_CALL`, since it may have started. Messages
 * without one, and malformed ones, are returned as they are.
 */
export function expireUnansweredApprovals<M extends UIMessage>(messages: readonly M[]): M[] {
  const superseded = supersededFlags(messages);
  return messages.map((message, index) => {
    // A malformed message is the model's request to refuse, not this step's to throw on.
    if (!superseded[index] || !Array.isArray(message?.parts) || !message.parts.some(waiting)) return message;
    const parts = message.parts.map((part) => {
      if (!waiting(part)) return part;
      // The approval is dropped: an errored call has none. An approved one may have started
      // running before a Stop cut its reply off, so it is not said to have never run.
      const { approval: _approval, ...call } = part as Part & { approval?: unknown };
      return { ...call, state: 'output-error', errorText: 'state' in part && part.state === 'approval-requested' ? EXPIRED_APPROVAL : STOPPED_TOOL_CALL };
    });
    return { ...message, parts: parts as M['parts'] };
  });
}
