import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, type LanguageModel } from 'ai';
import { mcpToolsForAISDK, type CameoUIMessage } from 'cameo-ui/ai-sdk/server';

/** The route's side: the MCP server's tools in the agent loop, their views sent as launchers. */
export function createMcpChatRoute(model: LanguageModel, mcp: Client) {
  return async function POST(request: Request): Promise<Response> {
    const { messages } = (await request.json()) as { messages: CameoUIMessage[] };
    const stream = createUIMessageStream<CameoUIMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        const tools = await mcpToolsForAISDK(mcp, { writer, widget: 'mcp-apps' });
        const result = streamText({ model, messages: await convertToModelMessages(messages), tools, stopWhen: stepCountIs(5) });
        writer.merge(result.toUIMessageStream());
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
}
