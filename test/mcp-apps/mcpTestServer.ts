/**
 * A real MCP server (the official SDK's `McpServer`) with app-enabled tools, and a real `Client`
 * connected to it over the SDK's in-memory transport pair: what the helpers of
 * `cameo-ui/mcp-apps` are tested against.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const FORECAST_URI = 'ui://weather/forecast';
export const FORECAST_HTML = '<!DOCTYPE html><html><body><h1>Forecast</h1></body></html>';
export const APP_MIME = 'text/html;profile=mcp-app';

/**
 * The weather server: an app tool, an app-only tool, a plain tool, an MCP-UI tool, a failing one,
 * and `slow_forecast`, which tells `slow.started` it runs and answers only when its call is
 * cancelled (then telling `slow.cancelled`).
 */
export function weatherServer(slow: { started?: () => void; cancelled?: () => void } = {}): McpServer {
  const server = new McpServer({ name: 'weather', version: '1.0.0' });
  server.registerTool('slow_forecast', { description: 'Never finishes on its own' }, async (extra) => {
    slow.started?.();
    await new Promise<void>((resolve) => {
      if (extra.signal.aborted) resolve();
      else extra.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    slow.cancelled?.();
    return { content: [{ type: 'text', text: 'cancelled' }] };
  });
  server.registerTool(
    'show_forecast',
    {
      title: 'Show the forecast',
      description: 'Shows the forecast for a city',
      inputSchema: { city: z.string() },
      _meta: { ui: { resourceUri: FORECAST_URI } },
    },
    async ({ city }) => ({
      content: [{ type: 'text', text: `Sunny in ${city}, 21°C.` }],
      structuredContent: { city, temperature: 21, sky: 'sunny' },
    }),
  );
  server.registerTool(
    'refresh_forecast',
    {
      description: 'Refreshes the forecast view',
      inputSchema: { city: z.string() },
      _meta: { ui: { resourceUri: FORECAST_URI, visibility: ['app'] } },
    },
    async ({ city }) => ({ content: [{ type: 'text', text: `Refreshed ${city}` }] }),
  );
  server.registerTool('echo', { description: 'Echoes', inputSchema: { text: z.string() } }, async ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  server.registerTool('legacy_card', { description: 'An MCP-UI card' }, async () => ({
    content: [
      { type: 'text', text: 'Here is your card.' },
      { type: 'resource', resource: { uri: 'ui://legacy/card', mimeType: 'text/html', text: '<p>Card</p>' } },
    ],
  }));
  server.registerTool(
    'broken_forecast',
    { description: 'Always fails', _meta: { ui: { resourceUri: FORECAST_URI } } },
    async () => ({ content: [{ type: 'text', text: 'The weather service is down.' }], isError: true }),
  );
  server.registerResource(
    'forecast-view',
    FORECAST_URI,
    { mimeType: APP_MIME, description: 'The forecast view' },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: APP_MIME,
          text: FORECAST_HTML,
          _meta: {
            ui: {
              csp: { connectDomains: ['https://api.weather.example'], resourceDomains: ['https://*.cdn.example'] },
              permissions: { clipboardWrite: {} },
              prefersBorder: true,
            },
          },
        },
      ],
    }),
  );
  return server;
}

/** A real client connected to `server`; `close` ends both sides. */
export async function connect(server: McpServer): Promise<{ client: Client; close: () => Promise<void> }> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'cameo-test', version: '1.0.0' });
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
