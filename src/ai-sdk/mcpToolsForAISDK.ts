import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { jsonSchema, tool, type JSONSchema7, type ToolSet as AISDKToolSet } from 'ai';
import { isObject, toError } from '../core/internal';
// The MCP side's React-free readers (all in cameo-ui/mcp-apps/server's graph): the one place an
// integration imports another, and it runs from the AI SDK's side only (mcp-apps imports no ai-sdk).
import { listAllTools } from '../mcp-apps/listAllTools';
import { readMcpToolUi } from '../mcp-apps/readMcpToolUi';
import { toCameoToolResult } from '../mcp-apps/toCameoToolResult';
import { CAMEO_UI_PART } from './cameoUIPart';
import { cameoUIPartId, type CameoUIWriter } from './toAISDKTools';
import { ToolErrorText } from './ToolErrorText';

export interface McpToolsForAISDKOptions {
  /** Where the launchers go: the `writer` of `createUIMessageStream`. */
  writer: CameoUIWriter;
  /** The id of the MCP App widget registered in Cameo (`defineMcpAppWidget({id})`). */
  widget: string;
  /** Keeps only the tools it returns true for (after the visibility rule). */
  filter?: (tool: Tool) => boolean;
}

/**
 * An MCP server's tools as AI SDK tools, for `streamText({ tools })`, so an agent loop can call
 * MCP App tools and Cameo shows their views. Lists the tools once (`tools/list`, every page)
 * and keeps those the model may call: the spec hides a tool whose `_meta.ui.visibility` lacks
 * `'model'` (app-only tools stay reachable from the view's own `tools/call`). Each `execute`
 * calls `client.callTool` with the call's abort signal, splits the result with
 * `toCameoToolResult`, writes the launcher as the call's `data-cameo-ui` part (as
 * `toAISDKTools` does, so `useCameoChat` shows it), and returns only the text, all the model
 * sees. An `isError` result or a failed call throws its text, so the SDK records `output-error`
 * and the model reads that text.
 *
 * ```ts
 * execute: async ({ writer }) => {
 *   const tools = await mcpToolsForAISDK(mcpClient, { writer, widget: 'mcp-app' });
 *   const result = streamText({ model, tools, messages: await convertToModelMessages(messages, { tools }) });
 *   writer.merge(result.toUIMessageStream({ originalMessages: messages }));
 * }
 * ```
 */
export async function mcpToolsForAISDK(
  client: Pick<Client, 'listTools' | 'callTool'>,
  options: McpToolsForAISDKOptions,
): Promise<AISDKToolSet> {
  const { writer, widget, filter } = options;
  const result: AISDKToolSet = {};
  for (const mcpTool of await listAllTools(client)) {
    if (!readMcpToolUi(mcpTool).visibility.includes('model')) continue;
    if (filter !== undefined && !filter(mcpTool)) continue;
    result[mcpTool.name] = tool({
      description: mcpTool.description ?? mcpTool.title ?? '',
      // The MCP server validates its own arguments and answers with an error the model reads.
      inputSchema: jsonSchema<unknown>(mcpTool.inputSchema as JSONSchema7),
      execute: async (input, { toolCallId, abortSignal }) => {
        const args = isObject(input) ? input : {};
        let called: CallToolResult;
        try {
          called = (await client.callTool({ name: mcpTool.name, arguments: args }, undefined, { signal: abortSignal })) as CallToolResult;
        } catch (error) {
          throw new ToolErrorText(toError(error).message);
        }
        const split = toCameoToolResult(called, mcpTool, { widget, input: args });
        if (split.ui !== undefined) {
          writer.write({ type: CAMEO_UI_PART, id: cameoUIPartId(toolCallId), data: { toolCallId, ui: split.ui } });
        }
        if (split.isError) throw new ToolErrorText(split.model);
        return split.model;
      },
    });
  }
  return result;
}
