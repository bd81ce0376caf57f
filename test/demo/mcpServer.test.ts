// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getToolUiResourceUri, isToolVisibilityAppOnly, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connectAgentMcpClient } from '../../demo/mcp/connectAgentMcpClient';
import { createDemoMcpServer, type DemoMcpServer } from '../../demo/mcp/createDemoMcpServer';
import { POLL_RESOURCE_URI } from '../../demo/mcp/createPollMcpServer';
import { mcpSandboxUrl } from '../../demo/mcp/mcpSandboxUrl';

// The demo's MCP server on loopback, as the dev server mounts it, reached by the SDK's real client
// over the real Streamable HTTP transports.
let mcp: DemoMcpServer;
let http: Server;
let url: URL;
const errors: unknown[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  mcp = createDemoMcpServer({ path: '/api/mcp', onError: (error) => errors.push(error) });
  http = createServer((req, res) => mcp.handler(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/api/mcp`);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  mcp.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

afterEach(() => {
  expect(errors).toEqual([]);
});

async function connect() {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url));
  clients.push(client);
  return client;
}

describe('the demo MCP server over Streamable HTTP', () => {
  it('lists show_poll for the model with its ui:// view, and vote for the view only', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const showPoll = tools.find((tool) => tool.name === 'show_poll');
    const vote = tools.find((tool) => tool.name === 'vote');
    expect(showPoll?.title).toBe('Team poll');
    expect(getToolUiResourceUri(showPoll!)).toBe(POLL_RESOURCE_URI);
    expect(isToolVisibilityAppOnly(showPoll!)).toBe(false);
    expect(isToolVisibilityAppOnly(vote!)).toBe(true);
    expect(vote?.inputSchema.required).toEqual(['optionId']);
  });

  it('returns the poll as structuredContent, and text for the model', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'show_poll', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      question: 'Where should the team offsite be?',
      options: [
        { id: 'lisbon', label: 'Lisbon', votes: expect.any(Number) },
        { id: 'berlin', label: 'Berlin', votes: expect.any(Number) },
        { id: 'remote', label: 'Stay remote', votes: expect.any(Number) },
      ],
      revision: expect.any(Number),
    });
    expect(result.content).toEqual([{ type: 'text', text: expect.stringContaining('Where should the team offsite be?') }]);
  });

  it('serves the view as one self-contained mcp-app HTML document that declares no domain', async () => {
    const client = await connect();
    const { resources } = await client.listResources();
    expect(resources.map((resource) => [resource.uri, resource.mimeType])).toContainEqual([POLL_RESOURCE_URI, RESOURCE_MIME_TYPE]);

    const { contents } = await client.readResource({ uri: POLL_RESOURCE_URI });
    expect(contents).toHaveLength(1);
    const [content] = contents;
    expect(content?.mimeType).toBe('text/html;profile=mcp-app');
    expect(content?._meta).toEqual({ ui: { csp: {}, prefersBorder: true } });
    const html = content && 'text' in content ? content.text : '';
    expect(html).toMatch(/^<!doctype html>/);
    // The App class is bundled in: its handshake method and the view's own tool call.
    expect(html).toContain('ui/initialize');
    expect(html).toContain('ui/notifications/size-changed');
    expect(html).toContain('"vote"');
    // Nothing is fetched: no external script, stylesheet or import, and the inline script ends once.
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*\shref=|\bimport\s*\(?\s*["']https?:/);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });

  it('counts a vote and returns the updated poll; an unknown option is an error result', async () => {
    const client = await connect();
    const before = await client.callTool({ name: 'show_poll', arguments: {} });
    const votesOf = (value: unknown, id: string) =>
      (value as { options: { id: string; votes: number }[] }).options.find((option) => option.id === id)?.votes;
    const berlin = votesOf(before.structuredContent, 'berlin')!;

    const voted = await client.callTool({ name: 'vote', arguments: { optionId: 'berlin' } });
    expect(voted.isError).toBeFalsy();
    expect(votesOf(voted.structuredContent, 'berlin')).toBe(berlin + 1);
    // Another connection (another request, another server instance) sees the same poll.
    const other = await connect();
    const after = await other.callTool({ name: 'show_poll', arguments: {} });
    expect(votesOf(after.structuredContent, 'berlin')).toBe(berlin + 1);

    const unknown = await client.callTool({ name: 'vote', arguments: { optionId: 'mars' } });
    expect(unknown.isError).toBe(true);
    expect(unknown.content).toEqual([{ type: 'text', text: 'The poll has no option "mars".' }]);
    expect(votesOf((await client.callTool({ name: 'show_poll', arguments: {} })).structuredContent, 'berlin')).toBe(berlin + 1);
  });

  it('answers only POST from loopback, and passes other paths on', async () => {
    expect((await fetch(url)).status).toBe(405);
    const foreign = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Origin: 'https://evil.example' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(foreign.status).toBe(403);
    expect((await fetch(new URL('/elsewhere', url))).status).toBe(404);
  });

  it('refuses requests once closed', async () => {
    const closing = createDemoMcpServer({ path: '/api/mcp' });
    closing.close();
    const server = createServer((req, res) => closing.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: '{}',
      });
      expect(response.status).toBe(503);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the chat route's in-process MCP client", () => {
  it('connects once, shares the poll with the HTTP clients, and closes', async () => {
    const agent = connectAgentMcpClient(mcp.createServer);
    const client = await agent.get();
    expect(await agent.get()).toBe(client);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['show_poll', 'vote']);
    const voted = await client.callTool({ name: 'vote', arguments: { optionId: 'remote' } });
    const http = await connect();
    expect((await http.callTool({ name: 'show_poll', arguments: {} })).structuredContent).toEqual(voted.structuredContent);

    await agent.close();
    await expect(client.listTools()).rejects.toThrow(/not connected/i);
    // A later turn connects again.
    const again = await agent.get();
    expect(again).not.toBe(client);
    await agent.close();
  });
});

describe('mcpSandboxUrl', () => {
  it('names the same dev server under its other loopback name, and nothing elsewhere', () => {
    expect(mcpSandboxUrl({ protocol: 'http:', hostname: 'localhost', port: '5173' })).toBe('http://127.0.0.1:5173/__cameo/mcp-sandbox.html');
    expect(mcpSandboxUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '4000' })).toBe('http://localhost:4000/__cameo/mcp-sandbox.html');
    expect(mcpSandboxUrl({ protocol: 'https:', hostname: 'demo.example.com', port: '' })).toBeUndefined();
  });
});
