import type { ToolApprovalEntry, ToolCallEntry, ToolCallStatus, ToolResultEntry } from '../../core';

/**
 * A card's status from its entries. A denial wins over any result (an agent may still report
 * the refusal as an error result), and a result over a cancellation (one that came late still
 * says what happened); an approval unanswered by the person is `pending`, a call cut off without a result
 * `cancelled`, and any other call without a result `running`.
 */
export function toolCardStatus(parts: {
  call?: ToolCallEntry | undefined;
  result?: ToolResultEntry | undefined;
  approval?: ToolApprovalEntry | undefined;
}): ToolCallStatus {
  const { call, result, approval } = parts;
  if (approval !== undefined && !approval.approved) return 'denied';
  if (result !== undefined) return result.isError ? 'error' : 'complete';
  // The agent approving for the person is not their decision: the card still asks them.
  if (call?.approval === 'required' && (approval === undefined || approval.by === 'agent')) return 'pending';
  return call?.cancelled === true ? 'cancelled' : 'running';
}
