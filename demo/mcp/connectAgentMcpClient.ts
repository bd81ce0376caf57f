import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export interface AgentMcpClient {
  /** The connected client, connecting on first use; a failed connection is tried again next time. */
  get(): Promise<Client>;
  close(): Promise<void>;
}

/**
 * The chat route's own MCP client to the demo server, in process (`InMemoryTransport`): the route
 * runs in the same Node process as the server, so it needs no URL of the dev server, which is
 * only known once Vite listens. The page reaches the same poll over Streamable HTTP.
 */
export function connectAgentMcpClient(createServer: () => McpServer): AgentMcpClient {
  let connecting: Promise<{ client: Client; server: McpServer }> | null = null;
  const connect = async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createServer();
    const client = new Client({ name: 'cameo-demo-chat', version: '1.0.0' });
    await server.connect(serverSide);
    await client.connect(clientSide);
    return { client, server };
  };
  return {
    async get() {
      connecting ??= connect().catch((error: unknown) => {
        connecting = null;
        throw error;
      });
      return (await connecting).client;
    },
    async close() {
      const current = connecting;
      connecting = null;
      const opened = await current?.catch(() => null);
      await opened?.client.close();
      await opened?.server.close();
    },
  };
}
