import type { NewEntry } from '../../src/index';
import type { ToolRun, ToolSet } from '../../src/agent';
import { delay } from '../../src/core/delay';
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
}

/** An in-process agent with no network or model: keywords choose the tools. */
export function createMockAgent({ tools, agentId = 'mock-agent', thinkMs = 300, tokenMs = 35 }: MockAgentOptions): MockAgent {
  let nextCall = 0;

  return {
    async respond(message, sink, signal) {
      sink.append({ type: 'user', text: message });
      const plan = planTurn(message);
      const runs: { call: PlannedCall; run: ToolRun }[] = [];
      for (const call of plan.calls) {
        const callId = `${agentId}-call-${++nextCall}`;
        await delay(thinkMs, signal);
        sink.append({ type: 'tool_call', id: callId, name: call.name, args: call.args });
        const run = await tools.run(call.name, { agentId, callId, args: call.args });
        if (signal.aborted) return;
        sink.append(run.model, ...(run.ui ? [run.ui] : []));
        runs.push({ call, run });
      }
      await delay(thinkMs, signal);
      const [key] = sink.append({ type: 'assistant', text: '' });
      for (const token of writeReply(plan, runs).split(/(?<=\s)/)) {
        await delay(tokenMs, signal);
        if (key !== undefined) sink.appendText(key, token);
      }
    },
  };
}
