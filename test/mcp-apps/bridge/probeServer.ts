/**
 * A real `McpServer` with one app tool whose `ui://` view is the probe, an app-callable tool, a
 * model-only one, and a real `Client` connected to it over the SDK's in-memory transports.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const PROBE_URI = 'ui://probe/view';
/** A resource served as text/plain: not an MCP App view. */
export const PLAIN_URI = 'ui://probe/plain';
/** A view that never calls ui/initialize. */
export const SILENT_URI = 'ui://probe/silent';

export interface ProbeServer {
  client: Client;
  /** Every call the server ran for `refresh_forecast`, with its arguments. */
  refreshed: Array<Record<string, unknown>>;
  modelOnlyCalls: number;
  close(): Promise<void>;
}

export async function connectProbeServer(html: string | (() => string)): Promise<ProbeServer> {
  const server = new McpServer({ name: 'probe', version: '1.0.0' });
  const state = { refreshed: [] as Array<Record<string, unknown>>, modelOnlyCalls: 0 };
  server.registerTool(
    'show_forecast',
    { description: 'Shows the forecast', inputSchema: { scenario: z.string() }, _meta: { ui: { resourceUri: PROBE_URI } } },
    async () => ({ content: [{ type: 'text', text: 'Sunny.' }], structuredContent: { city: 'Paris', sky: 'sunny' } }),
  );
  server.registerTool(
    'refresh_forecast',
    { description: 'Refreshes', inputSchema: { city: z.string() }, _meta: { ui: { resourceUri: PROBE_URI, visibility: ['app'] } } },
    async (args) => {
      state.refreshed.push(args);
      return { content: [{ type: 'text', text: `Refreshed ${args.city}` }], structuredContent: { city: args.city, sky: 'rain' } };
    },
  );
  server.registerTool('model_only', { description: 'Only for the model', _meta: { ui: { visibility: ['model'] } } }, async () => {
    state.modelOnlyCalls += 1;
    return { content: [{ type: 'text', text: 'secret' }] };
  });
  server.registerPrompt('summarize_forecast', { description: 'Summarizes the forecast' }, async () => ({
    messages: [{ role: 'user', content: { type: 'text', text: 'Summarize the forecast' } }],
  }));
  server.registerResource('probe-view', PROBE_URI, { mimeType: 'text/html;profile=mcp-app' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/html;profile=mcp-app', text: typeof html === 'string' ? html : html() }],
  }));
  server.registerResource('plain', PLAIN_URI, { mimeType: 'text/plain' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'not html' }],
  }));
  server.registerResource('silent', SILENT_URI, { mimeType: 'text/html;profile=mcp-app' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/html;profile=mcp-app', text: '<!doctype html><p>I never start</p>' }],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'cameo-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return {
    client,
    get refreshed() {
      return state.refreshed;
    },
    get modelOnlyCalls() {
      return state.modelOnlyCalls;
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}
