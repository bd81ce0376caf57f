import type { NewEntry, ToolApprovalDecision } from '../../src/index';
import type { ToolRun, ToolSet } from '../../src/agent';
import { delay } from '../../src/core/delay';
import { createApprovals } from './createApprovals';
import { planTurn, type PlannedCall } from './planTurn';
import { writeReply } from './writeReply';

/** Where the agent writes: the transcript actions from `useTranscript()`. */
export interface TranscriptSink {
  append: (...entries: NewEntry[]) => string[];
  appendText: (key: string, delta: string) => void;
}

export interface MockAgentOptions {
  tools: ToolSet;
  agentId?: string;
  /** Pause before each tool runs, to look like thinking. */
  thinkMs?: number;
  /** Pause between streamed tokens of the reply. */
  tokenMs?: number;
}

export interface MockAgent {
  /** Runs one turn: the user's message, tool calls with their results and UI, a streamed reply. */
  respond(message: string, sink: TranscriptSink, signal: AbortSignal): Promise<void>;
  /**
   * The human's answer to a call that asked for approval. A turn waiting on it goes on; a call
   * left pending by an earlier page (a reload, a stopped turn) runs, or is refused, on its own.
   */
  decide(decision: ToolApprovalDecision, call: PlannedCall | undefined, sink: TranscriptSink): Promise<void>;
}

/** An in-process agent with no network or model: keywords choose the tools. */
export function createMockAgent({ tools, agentId = 'mock-agent', thinkMs = 300, tokenMs = 35 }: MockAgentOptions): MockAgent {
  let nextCall = 0;
  const approvals = createApprovals();

  const run = async (call: PlannedCall, callId: string, sink: TranscriptSink, decision?: ToolApprovalDecision) => {
    const result: ToolRun =
      decision && !decision.approved
        ? {
            model: {
              type: 'tool_result',
              toolCallId: callId,
              content: `The user denied this call${decision.reason ? `: ${decision.reason}` : '.'}`,
              isError: true,
            },
            ui: null,
          }
        : await tools.run(call.name, { agentId, callId, args: call.args });
    sink.append(result.model, ...(result.ui ? [result.ui] : []));
    return result;
  };

  return {
    async respond(message, sink, signal) {
      sink.append({ type: 'user', text: message });
      const plan = planTurn(message);
      const runs: { call: PlannedCall; run: ToolRun }[] = [];
      for (const call of plan.calls) {
        const callId = `${agentId}-call-${++nextCall}`;
        await delay(thinkMs, signal);
        sink.append({ type: 'tool_call', id: callId, name: call.name, args: call.args, ...(call.approval ? { approval: 'required' as const } : {}) });
        const decision = call.approval ? await approvals.wait(callId, signal) : undefined;
        if (signal.aborted) return;
        runs.push({ call, run: await run(call, callId, sink, decision) });
      }
      await delay(thinkMs, signal);
      const [key] = sink.append({ type: 'assistant', text: '' });
      for (const token of writeReply(plan, runs).split(/(?<=\s)/)) {
        await delay(tokenMs, signal);
        if (key !== undefined) sink.appendText(key, token);
      }
    },
    async decide(decision, call, sink) {
      if (approvals.answer(decision)) return;
      if (call) await run(call, decision.toolCallId, sink, decision);
    },
  };
}
