import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { defineMcpAppWidget } from 'cameo-ui/mcp-apps';

/**
 * The page's side: one MCP client for your server, and one Cameo widget that draws every
 * `ui://` view its tools return. Register the widget with the provider (or `useCameoChat`).
 */
export async function connectMcpApps({ url, sandboxUrl }: { url: string; sandboxUrl: string }) {
  const client = new Client({ name: 'my-app', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const widget = defineMcpAppWidget({
    id: 'mcp-apps',
    client,
    sandboxUrl, // the proxy page, served from another origin
    container: 'drawer',
    // A view may ask to say something in the chat: the app decides whether it becomes a turn.
    onMessage: (message, { toolName }) => console.info(`${toolName} asks to send`, message),
  });
  return { client, widget };
}
