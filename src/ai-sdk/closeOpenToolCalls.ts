import type { UIMessage } from 'ai';
import { STOPPED_TOOL_CALL } from './cameoUIPart';
import { expireUnansweredApprovals } from './expireUnansweredApprovals';

type Part = UIMessage['parts'][number];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A call with no result and no question: its stream was cut off (a Stop, a failure, a closed tab). */
function cutOff(part: Part): boolean {
  if (!isObject(part) || typeof part.type !== 'string') return false;
  if (part.type !== 'dynamic-tool' && !part.type.startsWith('tool-')) return false;
  return 'state' in part && (part.state === 'input-streaming' || part.state === 'input-available');
}

/**
 * For a chat route, before `convertToModelMessages`: every call the history holds without a
 * result gets one, so the model accepts the history (`streamText` refuses a call with no result,
 * `MissingToolResultsError`) and learns what happened instead of the call vanishing, as the AI
 * SDK's `ignoreIncompleteToolCalls` would make it. A call cut off while it streamed or ran
 * becomes `output-error` with `STOPPED_TOOL_CALL` (the card already says "Stopped"); a call
 * still awaiting approval when the person wrote again is expired (`expireUnansweredApprovals`).
 * Messages without one are returned as they are.
 *
 * A request is only sent once every client-side call (a tool without `execute`) has its output,
 * so an open call in a request is one nothing will answer.
 */
export function closeOpenToolCalls<M extends UIMessage>(messages: readonly M[]): M[] {
  return expireUnansweredApprovals(messages).map((message) => {
    // A malformed message passes through: `validateUIMessages` or the model call refuses it with
    // a 400-worthy error, where a throw here would be a 500.
    if (!isObject(message) || !Array.isArray(message.parts) || !message.parts.some(cutOff)) return message;
    const parts = message.parts.map((part) => {
      if (!cutOff(part)) return part;
      // Arguments cut off mid-stream may be partial or absent; the model's history needs an object.
      const input = 'input' in part && isObject(part.input) ? part.input : {};
      return { ...part, state: 'output-error', input, errorText: STOPPED_TOOL_CALL };
    });
    return { ...message, parts: parts as M['parts'] };
  });
}
