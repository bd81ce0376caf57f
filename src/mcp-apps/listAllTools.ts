import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/** Every tool the server lists, page after page (`tools/list` with its cursor). */
export async function listAllTools(client: Pick<Client, 'listTools'>): Promise<Tool[]> {
  const tools: Tool[] = [];
  // A server that hands back a cursor it already gave would otherwise be listed forever.
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? undefined : { cursor });
    tools.push(...page.tools);
    cursor = page.nextCursor;
    if (cursor !== undefined && seen.has(cursor)) break;
    if (cursor !== undefined) seen.add(cursor);
  } while (cursor !== undefined);
  return tools;
}

