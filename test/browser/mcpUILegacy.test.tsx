import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import type { ActionEvent } from '../../src/core';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { toCameoToolResult } from '../../src/mcp-apps/server';

// The page is http://localhost:<port>; the same server on 127.0.0.1 is another origin.
const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;

// An MCP-UI view: MCP-UI's plain postMessage actions, plus a JSON-RPC tools/call it must not get answered.
const cardHtml = `<!doctype html><html><body><h1>Card</h1><script>
function send(message) { parent.postMessage(message, '*'); }
send({ type: 'link', payload: { url: 'https://example.com/docs' } });
send({ type: 'link', payload: { url: 'javascript:alert(1)' } });
send({ type: 'tool', messageId: 't1', payload: { toolName: 'secret_action', params: {} } });
send({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'secret_action', arguments: {} } });
send({ type: 'notify', payload: { message: 'card ready' } });
</script></body></html>`;

interface Server {
  client: Client;
  secretCalls: () => number;
  close: () => Promise<void>;
}

async function connectServer(): Promise<Server> {
  const server = new McpServer({ name: 'mcp-ui', version: '1.0.0' });
  let secretCalls = 0;
  server.registerTool('show_card', { description: 'Shows a card' }, async () => ({
    content: [
      { type: 'text', text: 'A card.' },
      { type: 'resource', resource: { uri: 'ui://card/1', mimeType: 'text/html', text: cardHtml } },
    ],
  }));
  server.registerTool('show_page', { description: 'Shows a page' }, async () => ({
    content: [{ type: 'resource', resource: { uri: 'ui://page/1', mimeType: 'text/uri-list', text: 'https://example.com/page' } }],
  }));
  server.registerTool('secret_action', { description: 'Must not run from a read-only view' }, async () => {
    secretCalls += 1;
    return { content: [{ type: 'text', text: 'ran' }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'cameo-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return {
    client,
    secretCalls: () => secretCalls,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

let server: Server;
beforeEach(async () => {
  server = await connectServer();
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

async function renderTool(name: string) {
  const result = (await server.client.callTool({ name })) as CallToolResult;
  const { model, ui } = toCameoToolResult(result, { name }, { widget: 'mcp-app', label: 'Show it' });
  const actions: ActionEvent[] = [];
  const widget = defineMcpAppWidget({ id: 'mcp-app', title: 'MCP-UI view', client: server.client, sandboxUrl, container: 'modal' });
  const transcript = [
    { type: 'tool_call', id: 'call-1', name, args: {} },
    { type: 'tool_result', toolCallId: 'call-1', content: model },
    { type: 'ui', toolCallId: 'call-1', ui },
  ];
  const client = createCameoClient({ widgets: [widget], transcript, onAction: (event) => actions.push(event) });
  render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Show it/ }));
  const dialog = await screen.findByRole('dialog', { name: 'MCP-UI view' });
  return { model, ui, actions, dialog };
}

test('an embedded ui:// text/html resource renders in the sandbox proxy, read-only, its MCP-UI intents mapped', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
  const { model, ui, actions, dialog } = await renderTool('show_card');
  expect(model).not.toContain('<h1>');
  expect(ui).toMatchObject({ data: { legacy: true, resource: { kind: 'html' } } });
  const frame = within(dialog).getByTitle('MCP-UI view');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe(sandboxUrl);

  // notify: the widget's action, which onAction hears.
  await expect.poll(() => actions.filter((event) => event.action === 'notify').length, { timeout: 30_000 }).toBe(1);
  expect(actions.find((event) => event.action === 'notify')).toMatchObject({ widget: 'mcp-app', args: { message: 'card ready' } });
  expect(actions[0]?.result).toEqual({ ok: true, value: { message: 'card ready' } });
  expect(dialog).not.toHaveTextContent(/failed/);

  // link: the host's own button, for the https link only; the javascript: one was refused.
  const prompt = within(dialog).getByRole('group', { name: 'Link requested by the app' });
  expect(opened).not.toHaveBeenCalled();
  await userEvent.click(within(prompt).getByRole('button', { name: 'Open example.com' }));
  expect(opened).toHaveBeenCalledWith('https://example.com/docs', '_blank', 'noopener,noreferrer');
  expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
    expect.arrayContaining([expect.stringMatching(/javascript:alert/), expect.stringMatching(/'tool' messages are not available/)]),
  );

  // Neither the tool intent nor a JSON-RPC tools/call reached the server, nor became an action.
  expect(server.secretCalls()).toBe(0);
  expect(actions.map((event) => event.action)).toEqual(['notify']);
});

test('a text/uri-list resource is a link out, never framed', async () => {
  const { dialog } = await renderTool('show_page');
  const link = within(dialog).getByRole('link', { name: 'Open example.com' });
  expect(link).toHaveAttribute('href', 'https://example.com/page');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(dialog).queryByTitle('MCP-UI view')).toBeNull();
});

describe('the proxy relays MCP-UI action messages from the view to the host only', () => {
  const proxyOrigin = new URL(sandboxUrl).origin;
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  async function mountProxy() {
    const frame = document.createElement('iframe');
    frame.id = 'mcp-ui-proxy';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    frame.src = sandboxUrl;
    const received: unknown[] = [];
    const listener = (event: MessageEvent) => {
      if (event.source === frame.contentWindow) received.push(event.data);
    };
    window.addEventListener('message', listener);
    cleanups.push(() => {
      window.removeEventListener('message', listener);
      frame.remove();
    });
    document.body.appendChild(frame);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const send = (message: unknown) => frame.contentWindow?.postMessage(message, proxyOrigin);
    const load = (html: string) => send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html } });
    return { received, send, load };
  }

  const types = (received: unknown[]) => received.map((message) => (message as { type?: string; method?: string }).type ?? (message as { method?: string }).method);

  test('only notify, link, tool, prompt and intent with a payload object get through', async () => {
    const proxy = await mountProxy();
    proxy.load(`<script>
function send(message) { parent.postMessage(message, '*'); }
send({ type: 'ui-size-change', payload: { height: 10 } });
send({ type: 'notify', payload: 'not an object' });
send({ type: 'notify', payload: null });
send({ type: 'link', payload: ['https://example.com'] });
send({ type: 'notify' });
send('notify');
['notify', 'link', 'tool', 'prompt', 'intent'].forEach(function (type) { send({ type: type, payload: { probe: type } }); });
send({ type: 'notify', payload: { message: 'last' } });
</script>`);
    await expect.poll(() => proxy.received.length).toBe(7);
    expect(types(proxy.received)).toEqual(['ui/notifications/sandbox-proxy-ready', 'notify', 'link', 'tool', 'prompt', 'intent', 'notify']);
    expect(proxy.received[1]).toEqual({ type: 'notify', payload: { probe: 'notify' } });
  });

  test('the host’s MCP-UI messages never reach the view', async () => {
    const proxy = await mountProxy();
    proxy.load(`<script>
window.addEventListener('message', function (event) {
  parent.postMessage({ type: 'notify', payload: { heard: event.data.type || event.data.method } }, '*');
});
parent.postMessage({ type: 'notify', payload: { heard: 'loaded' } }, '*');
</script>`);
    await expect.poll(() => proxy.received.length).toBe(2);
    proxy.send({ type: 'notify', payload: { message: 'from the host' } });
    proxy.send({ jsonrpc: '2.0', method: 'test/ping', params: {} });
    await expect.poll(() => proxy.received.length).toBe(3);
    expect(proxy.received.map((message) => (message as { payload?: { heard?: string } }).payload?.heard)).toEqual([undefined, 'loaded', 'test/ping']);
  });

  test('another frame of the host page cannot pass one off as the view’s', async () => {
    const proxy = await mountProxy();
    proxy.load(`<script>
window.addEventListener('message', function () { parent.postMessage({ type: 'notify', payload: { message: 'pong' } }, '*'); });
parent.postMessage({ type: 'notify', payload: { message: 'view' } }, '*');
</script>`);
    await expect.poll(() => proxy.received.length).toBe(2);
    const sibling = document.createElement('iframe');
    const page = new Blob(
      [`<script>parent.document.getElementById('mcp-ui-proxy').contentWindow.postMessage({ type: 'notify', payload: { message: 'forged' } }, '*'); parent.postMessage('forged', '*');</script>`],
      { type: 'text/html' },
    );
    const url = URL.createObjectURL(page);
    const forged = new Promise<void>((resolve) => {
      const listener = (event: MessageEvent) => {
        if (event.source === sibling.contentWindow && event.data === 'forged') resolve();
      };
      window.addEventListener('message', listener);
      cleanups.push(() => window.removeEventListener('message', listener));
    });
    sibling.src = url;
    document.body.appendChild(sibling);
    cleanups.push(() => {
      sibling.remove();
      URL.revokeObjectURL(url);
    });
    await forged;
    // A round trip through the proxy and the view, so a relayed forgery would have arrived first.
    proxy.send({ jsonrpc: '2.0', method: 'test/ping', params: {} });
    await expect.poll(() => proxy.received.length).toBe(3);
    expect(proxy.received.map((message) => (message as { payload?: { message?: string } }).payload?.message)).toEqual([undefined, 'view', 'pong']);
  });
});
