import { render } from '@testing-library/react';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { appViewHtml } from '../mcp-apps/bridge/probeView';

// The page is http://localhost:<port>; the proxy is the same server on 127.0.0.1, another origin.
const port = location.port;
const sandboxUrl = `http://127.0.0.1:${port}/__cameo/mcp-sandbox.html`;
const VIEW_URI = 'ui://escape/view';

interface Report {
  event: string;
  data: unknown;
}

/** A real McpServer over the SDK's in-memory transports: one view, whose HTML and `_meta.ui` each test sets. */
async function connectServer(html: string, meta?: Record<string, unknown>) {
  const server = new McpServer({ name: 'escape', version: '1.0.0' });
  const refreshed: string[] = [];
  server.registerTool(
    'show_view',
    { description: 'Shows the view', inputSchema: {}, _meta: { ui: { resourceUri: VIEW_URI } } },
    async () => ({ content: [{ type: 'text', text: 'Shown.' }] }),
  );
  server.registerTool(
    'refresh_forecast',
    { description: 'Refreshes', inputSchema: { city: z.string() }, _meta: { ui: { resourceUri: VIEW_URI, visibility: ['app'] } } },
    async (args) => {
      refreshed.push(args.city);
      return { content: [{ type: 'text', text: `Refreshed ${args.city}` }] };
    },
  );
  server.registerResource('escape-view', VIEW_URI, { mimeType: 'text/html;profile=mcp-app' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/html;profile=mcp-app', text: html, ...(meta ? { _meta: { ui: meta } } : {}) }],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'cameo-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, refreshed, close: async () => (await client.close(), await server.close()) };
}

/** The view drawn inline in a transcript, as an app draws it; what it reports through model context is collected. */
async function renderView(html: string, meta?: Record<string, unknown>) {
  const server = await connectServer(html, meta);
  const reports: Report[] = [];
  const messages: unknown[] = [];
  const widget = defineMcpAppWidget({
    id: 'escape-app',
    title: 'Escape app',
    client: server.client,
    sandboxUrl,
    container: 'modal',
    // A view's first load on a loaded machine (two test runs at once) took more than 8 s.
    initTimeoutMs: 30_000,
    onMessage: (message) => {
      messages.push(message);
    },
    onModelContext: (context) => {
      reports.push(context.structuredContent as unknown as Report);
    },
  });
  const data = { resourceUri: VIEW_URI, toolName: 'show_view', toolCallId: 'call-1', input: {}, result: { content: [{ type: 'text', text: 'Shown.' }] } };
  const transcript = [
    { type: 'tool_call', id: 'call-1', name: 'show_view', args: {} },
    { type: 'ui', toolCallId: 'call-1', ui: { kind: 'widget', label: 'Show the view', widget: 'escape-app', data, display: 'inline' } },
  ];
  const view = render(
    <CameoProvider client={createCameoClient({ widgets: [widget], transcript })}>
      <Transcript />
    </CameoProvider>,
  );
  const next = async (event: string, timeout = 10_000) => {
    await expect.poll(() => reports.some((report) => report.event === event), { timeout }).toBe(true);
    return reports.find((report) => report.event === event)?.data;
  };
  const done = async () => {
    view.unmount();
    await server.close();
  };
  return { server, reports, messages, next, done };
}

// The view's reports go out through ui/update-model-context, the one channel out of the sandbox.
const reporting = `
const { App } = window.McpApps;
const app = new App({ name: 'escape', version: '1.0.0' }, {}, { autoResize: false });
// Retried: a report right after a flood may meet the view's own rate limit.
const report = async (event, data) => {
  for (;;) {
    try {
      return await app.updateModelContext({ structuredContent: { event, data: data ?? null } });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
};
await app.connect();
`;

const leaks = async (probe: string) => (await (await fetch(`/__cameo/leaks/${probe}`)).json()) as number;
const probeId = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

beforeEach(() => {
  // ext-apps' PostMessageTransport logs every message at debug level.
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

test('a view that navigates itself or refreshes to a host it did not declare sends it nothing; a declared frame host gets the request', async () => {
  const selfNav = probeId('self-nav');
  const refresh = probeId('meta-refresh');
  const control = probeId('declared');
  const undeclared = `http://localhost:${port}/__cameo/leak`;

  const first = await renderView(appViewHtml(`${reporting}
await report('navigating');
location.href = '${undeclared}/${selfNav}?secret=' + encodeURIComponent('the view knows this');`));
  await first.next('navigating');
  await first.done();

  const second = await renderView(appViewHtml(`${reporting}
await report('refreshing');
const meta = document.createElement('meta');
meta.httpEquiv = 'refresh';
meta.content = '0;url=${undeclared}/${refresh}?secret=1';
document.head.append(meta);`));
  await second.next('refreshing');
  await second.done();

  // The control: the same navigation to a host the view declared in frameDomains does go out. It
  // starts after both attempts above, so by the time it arrives theirs would have too.
  const third = await renderView(
    appViewHtml(`${reporting}
await report('navigating');
location.href = 'http://127.0.0.1:${port}/__cameo/leak/${control}';`),
    { csp: { frameDomains: [`http://127.0.0.1:${port}`] } },
  );
  await third.next('navigating');
  await expect.poll(() => leaks(control)).toBe(1);
  await third.done();
  expect(await leaks(selfNav)).toBe(0);
  expect(await leaks(refresh)).toBe(0);
});

test('a page the view navigated its frame to is never heard: its tools/call reaches no server and its ui/message no app', async () => {
  const probe = probeId('intruder');
  const view = await renderView(
    appViewHtml(`${reporting}
const answer = await app.callServerTool({ name: 'refresh_forecast', arguments: { city: 'Lyon' } });
await report('called', answer.isError === true);
location.href = 'http://127.0.0.1:${port}/__cameo/intruder?probe=${probe}';`),
    { csp: { frameDomains: [`http://127.0.0.1:${port}`] } },
  );
  expect(await view.next('called')).toBe(false);
  // The intruder ran: it posted its messages, then fetched this counter.
  await expect.poll(() => leaks(probe)).toBe(1);
  // A round trip of the app's own through the same server, after everything the intruder posted.
  await view.server.client.callTool({ name: 'refresh_forecast', arguments: { city: 'App' } });
  expect(view.server.refreshed).toEqual(['Lyon', 'App']);
  expect(view.messages).toEqual([]);
  await view.done();
});

test('before ui/initialize, tools/call and ui/message get a JSON-RPC error and do nothing', async () => {
  const view = await renderView(
    appViewHtml(`
const answers = {};
window.addEventListener('message', (event) => {
  const data = event.data;
  if (data && (data.id === 'early-call' || data.id === 'early-message')) answers[data.id] = data;
});
const early = (id, method, params) => new Promise((resolve) => {
  window.parent.postMessage({ jsonrpc: '2.0', id, method, params }, '*');
  const wait = () => (answers[id] ? resolve(answers[id]) : setTimeout(wait, 20));
  wait();
});
const call = await early('early-call', 'tools/call', { name: 'refresh_forecast', arguments: { city: 'Early' } });
const message = await early('early-message', 'ui/message', { role: 'user', content: [{ type: 'text', text: 'too early' }] });
${reporting}
await report('early', { call, message });`),
  );
  const early = (await view.next('early')) as Record<string, { error?: { code: number; message: string }; result?: unknown }>;
  expect(early.call?.error?.code).toBe(-32600);
  expect(early.call?.result).toBeUndefined();
  expect(early.message?.error?.code).toBe(-32600);
  expect(view.server.refreshed).toEqual([]);
  expect(view.messages).toEqual([]);
  await view.done();
});

test('a view that floods tools/call, ui/message and logs is rate limited: a bounded number reach the server and onMessage', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = await renderView(
    appViewHtml(`${reporting}
// The App class logs every message at debug level, in this frame's console.
console.debug = () => {};
const N = 10000;
await report('flood-start');
const outcome = (promise) => promise.then((value) => (value && value.isError ? 'error' : 'ok'), () => 'refused');
const started = performance.now();
const calls = [];
for (let i = 0; i < N; i += 1) calls.push(outcome(app.callServerTool({ name: 'refresh_forecast', arguments: { city: 'Flood' } })));
for (let i = 0; i < N; i += 1) calls.push(outcome(app.sendMessage({ role: 'user', content: [{ type: 'text', text: 'flood ' + i }] })));
for (let i = 0; i < N; i += 1) app.sendLog({ level: 'info', data: 'flood ' + i });
const settled = await Promise.all(calls);
const count = (value) => settled.filter((item) => item === value).length;
await report('flooded', { ok: count('ok'), refused: count('refused'), seconds: (performance.now() - started) / 1000 });`),
  );
  await view.next('flood-start');
  // The app's own call to the same server, while the flood arrives (a number for the report, not an assertion).
  const started = performance.now();
  await view.server.client.callTool({ name: 'refresh_forecast', arguments: { city: 'App' } });
  const appCallMs = performance.now() - started;
  const flood = (await view.next('flooded', 80_000)) as { ok: number; refused: number; seconds: number };
  console.info(`[bench] view flood: 30,000 messages in ${flood.seconds.toFixed(2)} s; the app's own callTool during it took ${appCallMs.toFixed(1)} ms`);
  // A run of 20 then 10 a second for calls; 5 then 1 a second for messages; the rest refused.
  const seconds = flood.seconds + 1;
  const calls = view.server.refreshed.filter((city) => city === 'Flood').length;
  expect(calls).toBeGreaterThan(0);
  expect(calls).toBeLessThanOrEqual(20 + 10 * seconds);
  expect(view.messages.length).toBeGreaterThan(0);
  expect(view.messages.length).toBeLessThanOrEqual(5 + seconds);
  expect(flood.ok).toBe(calls + view.messages.length);
  expect(flood.refused).toBe(20_000 - flood.ok);
  expect(view.server.refreshed).toContain('App');
  await view.done();
}, 90_000);

test('a view whose metadata asks for unsafeEval may eval; one that does not ask cannot', async () => {
  const evaluating = appViewHtml(`${reporting}
let result;
try { result = String(new Function('return 6 * 7')()); } catch (error) { result = 'threw ' + error.name; }
await report('eval', result);`);
  const asked = await renderView(evaluating, { csp: { unsafeEval: true } });
  expect(await asked.next('eval')).toBe('42');
  await asked.done();
  const plain = await renderView(evaluating);
  expect(await plain.next('eval')).toBe('threw EvalError');
  await plain.done();
});
