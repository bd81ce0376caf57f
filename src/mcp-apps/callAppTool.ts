import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { readMcpToolUi } from './readMcpToolUi';

/** How long a server's tool list counts as fresh for the visibility check. */
const TOOL_LIST_STALE_TIME = 30_000;

export interface AppToolCall {
  client: Client;
  /** The server's tools, as `createToolList` caches them. */
  tools: () => Promise<Tool[]>;
  name: string;
  arguments?: Record<string, unknown>;
  signal: AbortSignal;
}

/**
 * A view's `tools/call`, sent to its server only when the tool's `_meta.ui.visibility` lets the
 * app call it (the spec's default, `['model', 'app']`, does); a tool the server does not list
 * is refused too. Throws with a sentence for the container when refused, as a widget action does.
 */
export async function callAppTool(call: AppToolCall): Promise<CallToolResult> {
  const { client, name, signal } = call;
  const tool = (await call.tools()).find((item) => item.name === name);
  if (!tool) throw new Error(`The app asked for the tool ${name}, which its server does not offer.`);
  if (!readMcpToolUi(tool).visibility.includes('app')) throw new Error(`The tool ${name} is not available to the app.`);
  const params = call.arguments === undefined ? { name } : { name, arguments: call.arguments };
  return (await client.callTool(params, undefined, { signal })) as CallToolResult;
}

/**
 * One server's tool list, fetched on first use and again once stale; a failed fetch is not kept.
 * Per widget definition, so nothing is shared between servers.
 */
export function createToolList(client: Client, now: () => number = Date.now): () => Promise<Tool[]> {
  let cached: { at: number; tools: Promise<Tool[]> } | null = null;
  return () => {
    if (cached && now() - cached.at < TOOL_LIST_STALE_TIME) return cached.tools;
    const entry = { at: now(), tools: listAllTools(client) };
    cached = entry;
    entry.tools.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.tools;
  };
}

async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  // A bound on pages: a server that keeps sending cursors must not hang the view.
  for (let page = 0; page < 20; page += 1) {
    const result = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}
