import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RenderContext } from '../../src/core';
import { toCameoToolResult, type McpAppLauncherData } from '../../src/mcp-apps/server';
import { MCP_POLL_WIDGET } from './mcpPollWidgetId';

const POLL_TOOL = 'show_poll';

/**
 * A `render` for the poll widget opened from the widgets list, where no tool result came with it:
 * the page asks the MCP server itself (a person opening the poll, not the model calling a tool),
 * and hands the view the result it would have had from the chat.
 */
export function renderPollFromServer(client: Client, connected: Promise<unknown>) {
  return async ({ signal }: RenderContext): Promise<McpAppLauncherData> => {
    await connected;
    const { tools } = await client.listTools(undefined, { signal });
    const tool = tools.find((candidate) => candidate.name === POLL_TOOL);
    if (!tool) throw new Error(`The poll server has no ${POLL_TOOL} tool.`);
    const result = await client.callTool({ name: POLL_TOOL, arguments: {} }, undefined, { signal });
    const { ui } = toCameoToolResult(result as CallToolResult, tool, { widget: MCP_POLL_WIDGET, input: {} });
    if (!ui) throw new Error(`The poll server's ${POLL_TOOL} has no view.`);
    return ui.data as McpAppLauncherData;
  };
}
