import { EventType, type AGUIEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import { runTool } from 'cameo-ui/agent';
import { cameoActivitySnapshot } from 'cameo-ui/ag-ui/server';
import { salesTool } from './aiSdkTools';

/**
 * An AG-UI endpoint (a fetch handler) whose agent calls one Cameo tool and answers. The tool's
 * result goes back as TOOL_CALL_RESULT, which the model sees; its UI goes as an ACTIVITY_SNAPSHOT
 * of type `cameo-ui`, which AG-UI keeps on the client and never sends to the agent.
 */
export async function POST(request: Request): Promise<Response> {
  const { threadId, runId } = (await request.json()) as RunAgentInput;
  const toolCallId = `${runId}-sales`;
  const run = await runTool(salesTool, { agentId: 'ag-ui', callId: toolCallId, args: { quarter: 'Q3' } });
  const events: AGUIEvent[] = [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TOOL_CALL_START, toolCallId, toolCallName: salesTool.name },
    { type: EventType.TOOL_CALL_ARGS, toolCallId, delta: '{"quarter":"Q3"}' },
    { type: EventType.TOOL_CALL_END, toolCallId },
    { type: EventType.TOOL_CALL_RESULT, messageId: `${runId}-result`, toolCallId, content: run.model.content },
    ...(run.ui?.type === 'ui' ? [cameoActivitySnapshot(toolCallId, run.ui.ui)] : []),
    { type: EventType.TEXT_MESSAGE_START, messageId: `${runId}-reply`, role: 'assistant' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: `${runId}-reply`, delta: 'North **leads** in Q3.' },
    { type: EventType.TEXT_MESSAGE_END, messageId: `${runId}-reply` },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
  const encoder = new EventEncoder();
  return new Response(events.map((event) => encoder.encode(event)).join(''), {
    headers: { 'content-type': encoder.getContentType() },
  });
}
