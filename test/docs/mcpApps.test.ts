// @vitest-environment node
// Runs docs/mcp-apps.md's examples against the demo's MCP server on loopback (the official SDK
// over Streamable HTTP): the page's client and widget (examples/mcpAppsPage.ts), the route's
// tools in a real streamText turn with the SDK's mock model (examples/mcpAppsRoute.ts), and the
// sandbox proxy's own server (examples/mcpSandboxServer.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { fromUIMessages } from 'cameo-ui/ai-sdk';
import { createDemoMcpServer, type DemoMcpServer } from '../../demo/mcp/createDemoMcpServer';
import { callTool, reply, scriptedModel, TestChat } from '../ai-sdk/server/aiSdkHarness';
import { connectMcpApps } from './examples/mcpAppsPage';
import { createMcpChatRoute } from './examples/mcpAppsRoute';
import { createSandboxServer } from './examples/mcpSandboxServer';
import { defineLivePollWidget, livePoll, pollStateWidget } from './examples/mcpAppsLive';
import { createCameoClient, createMemoryTransport } from 'cameo-ui/core';

let mcp: DemoMcpServer;
let http: Server;
let url: string;
const closers: Array<() => Promise<unknown> | void> = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  mcp = createDemoMcpServer({ path: '/api/mcp' });
  http = createServer((req, res) => mcp.handler(req, res));
  url = `${await listen(http)}/api/mcp`;
});

afterAll(async () => {
  for (const close of closers) await close();
  mcp.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

describe('docs/mcp-apps.md', () => {
  it('connects the page to an MCP server and makes one widget for its views', async () => {
    const { client, widget } = await connectMcpApps({ url, sandboxUrl: 'https://sandbox.example.com/mcp-sandbox.html' });
    closers.push(() => client.close());
    expect(widget.id).toBe('mcp-apps');
    expect(widget.container).toBe('drawer');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('show_poll');
  });

  it('gives the agent loop the tools the model may call; the launcher reaches the page, the view never the model', async () => {
    const { client } = await connectMcpApps({ url, sandboxUrl: 'https://sandbox.example.com/mcp-sandbox.html' });
    closers.push(() => client.close());
    const model = scriptedModel([callTool('p1', 'show_poll', {}), reply('The poll is open.')]);
    const route = createMcpChatRoute(model, client);
    const chat = new TestChat({ transport: new DefaultChatTransport<UIMessage>({ api: 'http://app.test/api/chat', fetch: (input, init) => route(new Request(input, init)) }) });
    await chat.sendMessage({ text: 'Start a poll' });

    const entries = fromUIMessages(chat.messages);
    expect(entries).toContainEqual(
      expect.objectContaining({ type: 'ui', toolCallId: 'p1', ui: expect.objectContaining({ kind: 'widget', label: 'Team poll', widget: 'mcp-apps' }) }),
    );
    const offered = model.doStreamCalls[0]?.tools?.map((tool) => tool.name) ?? [];
    expect(offered).toContain('show_poll');
    expect(offered).not.toContain('vote');
    const prompts = JSON.stringify(model.doStreamCalls.map((call) => call.prompt));
    expect(prompts).not.toMatch(/ui:\/\/|mcp-apps|structuredContent/);
  });

  it('serves the sandbox proxy page from its own server, pinned to the app', async () => {
    const server = createSandboxServer('https://app.example.com');
    const base = await listen(server);
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const page = await fetch(`${base}/mcp-sandbox.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://app.example.com');
    expect(await page.text()).toContain('ui/notifications/sandbox-resource-ready');
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });

  it('makes show_poll views live: the poll is a widget of the transport, and each state it pushes their next tool result', async () => {
    const { client } = await connectMcpApps({ url, sandboxUrl: 'https://sandbox.example.com/mcp-sandbox.html' });
    closers.push(() => client.close());
    expect(defineLivePollWidget(client, 'https://sandbox.example.com/mcp-sandbox.html').id).toBe('mcp-apps');
    const live = livePoll.widget as (call: { toolName: string }) => string | undefined;
    expect([live({ toolName: 'show_poll' }), live({ toolName: 'vote' })]).toEqual(['poll-state', undefined]);

    const transport = createMemoryTransport({ widgets: [pollStateWidget(() => mcp.store.read())] });
    const cameo = createCameoClient({ transport });
    const viewer = cameo.watchWidget('poll-state');
    closers.push(viewer.subscribe(() => {}));
    await expect.poll(() => viewer.getState().status).toBe('success');
    const before = mcp.store.read().options[0]!;
    await client.callTool({ name: 'vote', arguments: { optionId: before.id } });
    await transport.broadcast('poll-state');
    await expect.poll(() => livePoll.toolResult(viewer.getState().data, { toolName: 'show_poll' })).toEqual({
      content: [{ type: 'text', text: 'The poll changed.' }],
      structuredContent: expect.objectContaining({ options: expect.arrayContaining([{ ...before, votes: before.votes + 1 }]) }),
    });
  });
});
