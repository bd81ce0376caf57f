import type { ToolMessage } from '@ag-ui/core';

/**
 * The `error` of the tool message that closes an AG-UI call a run ended without answering (a
 * Stop, a failed run): the next run's history then has a result for every call, as models
 * require, and the card keeps saying "Stopped" rather than "Failed".
 */
export const AGUI_STOPPED_TOOL_CALL = 'Not finished: the run was stopped before this call returned a result.';

/** The tool message that closes `toolCallId` as stopped; `id` is the new message's id. */
export function stoppedToolMessage(id: string, toolCallId: string): ToolMessage {
  return { id, role: 'tool', toolCallId, content: AGUI_STOPPED_TOOL_CALL, error: AGUI_STOPPED_TOOL_CALL };
}

/**
 * The result of a call that asked for approval when the person wrote a new message instead: it
 * never ran. The card shows it, and the agent hears it, in the words the AI SDK path uses
 * (`EXPIRED_APPROVAL`). Not a denial: nobody said no, so no decision is drawn as the person's.
 */
export const AGUI_EXPIRED_APPROVAL = 'Not run: the conversation went on before this was approved.';

/** The tool message that closes `toolCallId` as never approved; `id` is the new message's id. */
export function expiredToolMessage(id: string, toolCallId: string): ToolMessage {
  return { id, role: 'tool', toolCallId, content: AGUI_EXPIRED_APPROVAL, error: AGUI_EXPIRED_APPROVAL };
}

/** Whether an AG-UI message (untrusted) is such a closing message. */
export function isStoppedToolMessage(message: Record<string, unknown>): boolean {
  return message.role === 'tool' && message.error === AGUI_STOPPED_TOOL_CALL;
}
