import { createServer, type IncomingMessage } from 'node:http';
import { convertToModelMessages, createUIMessageStream, pipeUIMessageStreamToResponse, stepCountIs, streamText, type LanguageModel } from 'ai';
import { closeOpenToolCalls, createExecutedCallStore, toAISDKTools, type CameoUIMessage } from 'cameo-ui/ai-sdk/server';
import { weatherTool } from './aiSdkNativeTool';
import { refundTool, salesTool } from './aiSdkTools';

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** The same route on Node's own `http` module, no framework: `POST /api/chat`. */
export function createChatServer(model: LanguageModel, approvalSecret: string) {
  const executedCalls = createExecutedCallStore();
  return createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/chat') {
      response.writeHead(404).end();
      return;
    }
    // Stop closes the connection: the turn aborts, and with it a running tool.
    const closed = new AbortController();
    response.on('close', () => closed.abort());
    let messages: CameoUIMessage[];
    try {
      ({ messages } = JSON.parse(await readBody(request)) as { messages: CameoUIMessage[] });
    } catch {
      response.writeHead(400).end('The body is not JSON.');
      return;
    }
    const stream = createUIMessageStream<CameoUIMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        const result = streamText({
          model,
          messages: await convertToModelMessages(closeOpenToolCalls(messages)),
          // Cameo tools and any other AI SDK tools side by side: one object, tools by name.
          tools: { ...toAISDKTools([salesTool, refundTool], { writer, executedCalls }), weather: weatherTool(writer) },
          experimental_toolApprovalSecret: approvalSecret,
          stopWhen: stepCountIs(5),
          abortSignal: closed.signal,
        });
        writer.merge(result.toUIMessageStream());
      },
    });
    pipeUIMessageStreamToResponse({ response, stream });
  });
}
