import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, type LanguageModel } from 'ai';
import { closeOpenToolCalls, createExecutedCallStore, toAISDKTools, type CameoUIMessage } from 'cameo-ui/ai-sdk/server';
import { refundTool, salesTool } from './aiSdkTools';

/** The chat route (a Next.js `POST`, or any fetch handler): Cameo tools in an AI SDK loop. */
export function createChatRoute(model: LanguageModel, approvalSecret: string) {
  // Approved calls that ran: made once, not per request, so an approval sent again runs nothing.
  const executedCalls = createExecutedCallStore();
  return async function POST(request: Request): Promise<Response> {
    const { messages } = (await request.json()) as { messages: CameoUIMessage[] };
    const stream = createUIMessageStream<CameoUIMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        const result = streamText({
          model,
          // A call cut off by Stop, or never approved before the person moved on, is told to the
          // model as not finished: the SDK refuses a history with a call and no result.
          messages: await convertToModelMessages(closeOpenToolCalls(messages)),
          // Each tool's UI goes to the page as a data-cameo-ui part; the model gets the text.
          tools: toAISDKTools([salesTool, refundTool], { writer, executedCalls }),
          // Signs each approval request: a forged approval, or edited arguments, is refused.
          experimental_toolApprovalSecret: approvalSecret,
          stopWhen: stepCountIs(5),
          // Stop closes the request: the model stops, and a running tool's signal aborts.
          abortSignal: request.signal,
        });
        writer.merge(result.toUIMessageStream());
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
}
