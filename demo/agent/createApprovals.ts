import type { ToolApprovalDecision } from '../../src/index';

/** Turns waiting on a human's decision, by call id. */
export function createApprovals() {
  const waiting = new Map<string, (decision: ToolApprovalDecision) => void>();
  return {
    /** Resolves with the decision; rejects if the turn is stopped first. */
    wait(callId: string, signal: AbortSignal): Promise<ToolApprovalDecision> {
      return new Promise((resolve, reject) => {
        const stop = () => {
          waiting.delete(callId);
          reject(signal.reason);
        };
        if (signal.aborted) return stop();
        signal.addEventListener('abort', stop, { once: true });
        waiting.set(callId, (decision) => {
          signal.removeEventListener('abort', stop);
          waiting.delete(callId);
          resolve(decision);
        });
      });
    },
    /** Hands the decision to the turn waiting on it; false when none is. */
    answer(decision: ToolApprovalDecision): boolean {
      const resolve = waiting.get(decision.toolCallId);
      resolve?.(decision);
      return resolve !== undefined;
    },
  };
}
