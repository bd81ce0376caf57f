import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, type LanguageModel } from 'ai';
import { expireUnansweredApprovals, toAISDKTools, type CameoUIMessage } from 'cameo-ui/ai-sdk';
import { refundTool, salesTool } from './aiSdkTools';

/** The chat route (a Next.js `POST`, or any fetch handler): Cameo tools in an AI SDK loop. */
export function createChatRoute(model: LanguageModel) {
  return async function POST(request: Request): Promise<Response> {
    const { messages } = (await request.json()) as { messages: CameoUIMessage[] };
    const stream = createUIMessageStream<CameoUIMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        const result = streamText({
          model,
          // A call the person never approved before moving on is told to the model as not run.
          messages: await convertToModelMessages(expireUnansweredApprovals(messages)),
          // Each tool's UI goes to the page as a data-cameo-ui part; the model gets the text.
          tools: toAISDKTools([salesTool, refundTool], { writer }),
          stopWhen: stepCountIs(5),
        });
        writer.merge(result.toUIMessageStream());
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
}
