import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { createMcpAppViewTools, defineMcpAppWidget, useMcpAppViewTools, type McpAppViewTools } from '../../src/mcp-apps';
import { appViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI, connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

// The page is http://localhost:<port>; the same server on 127.0.0.1 is another origin.
const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;

/**
 * A budget view on the official `App` class serving two tools of its own. Setting the total
 * registers `undo_total` and removes `get_total`, each a `notifications/tools/list_changed`.
 */
const budgetView = appViewHtml(`
const { App } = window.McpApps;
const app = new App({ name: 'budget', version: '1.0.0' }, { tools: { listChanged: true } }, { autoResize: false });
let total = 100;
let previous = 100;
// A Standard Schema by hand (the view bundles no zod): the App class validates and lists it.
const amount = { '~standard': {
  version: 1,
  vendor: 'budget',
  validate: (value) => typeof value?.amount === 'number' ? { value } : { issues: [{ message: 'amount must be a number', path: ['amount'] }] },
  jsonSchema: { input: () => ({ type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] }) },
} };
const answer = (text) => ({ content: [{ type: 'text', text }], structuredContent: { total } });
const getTotal = app.registerTool('get_total', { description: 'The budget total' }, async () => answer('Total ' + total));
app.registerTool('set_total', { description: 'Sets the budget total', inputSchema: amount }, async (args) => {
  previous = total;
  total = args.amount;
  app.registerTool('undo_total', { description: 'Puts the total back' }, async () => { total = previous; return answer('Total back to ' + total); });
  getTotal.remove();
  return answer('Total set to ' + total);
});
await app.connect();
`);

let server: ProbeServer;
beforeEach(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(budgetView);
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

/**
 * A view that floods the host with 1,000 `list_changed`, then registers `done`; its `lists` tool
 * answers how many `tools/list` it was sent.
 */
const floodView = appViewHtml(`
const { App } = window.McpApps;
const app = new App({ name: 'flood', version: '1.0.0' }, { tools: { listChanged: true } }, { autoResize: false });
let lists = 0;
app.registerTool('lists', { description: 'How many times the host listed' }, async () => ({ content: [{ type: 'text', text: String(lists) }] }));
const answer = app.onlisttools;
app.onlisttools = async (params, extra) => { lists += 1; return answer(params, extra); };
await app.connect();
for (let i = 0; i < 1000; i += 1) void app.sendToolListChanged();
app.registerTool('done', { description: 'The flood is over' }, async () => ({ content: [{ type: 'text', text: 'done' }] }));
`);

/** A view serving `reload` whose reloaded document serves no tools (no `tools` capability). */
const reloadingView = appViewHtml(`
const { App } = window.McpApps;
const reloaded = window.name === 'reloaded';
const app = new App({ name: 'reloading', version: '1.0.0' }, reloaded ? {} : { tools: { listChanged: true } }, { autoResize: false });
if (!reloaded) {
  app.registerTool('reload', { description: 'Reloads the view' }, async () => {
    // window.name outlives a reload of the frame: the view reloads once.
    window.name = 'reloaded';
    setTimeout(() => location.reload(), 0);
    return { content: [{ type: 'text', text: 'reloading' }] };
  });
}
await app.connect();
`);

function ViewToolsPanel({ viewTools }: { viewTools: McpAppViewTools }) {
  const { tools, call } = useMcpAppViewTools(viewTools, 'call-1');
  const [answer, setAnswer] = useState('');
  const run = (name: string, args?: Record<string, unknown>) =>
    call(name, args).then(
      (result) => setAnswer(result.content.map((item) => (item.type === 'text' ? item.text : '')).join('')),
      (error: unknown) => setAnswer(`Refused: ${error instanceof Error ? error.message : String(error)}`),
    );
  return (
    <section aria-label="The view's tools">
      <ul aria-label="Tools">
        {tools.map((tool) => (
          <li key={tool.name}>{tool.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void run('get_total')}>
        Get the total
      </button>
      <button type="button" onClick={() => void run('set_total', { amount: 250 })}>
        Set the total to 250
      </button>
      <button type="button" onClick={() => void run('undo_total')}>
        Undo
      </button>
      <output aria-label="Answer">{answer}</output>
    </section>
  );
}

function renderBudget(viewTools: McpAppViewTools, onModelContext?: () => void) {
  const widget = defineMcpAppWidget({ id: 'budget-app', title: 'Budget', client: server.client, sandboxUrl, initTimeoutMs: 30_000, viewTools, onModelContext });
  const data = { resourceUri: PROBE_URI, toolName: 'show_forecast', input: { scenario: 'budget' }, result: { content: [{ type: 'text', text: 'Budget.' }] } };
  const client = createCameoClient({
    widgets: [widget],
    transcript: [
      { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { scenario: 'budget' } },
      { type: 'ui', toolCallId: 'call-1', ui: { kind: 'widget', label: 'Show the budget', widget: 'budget-app', data, display: 'inline' } },
    ],
  });
  return render(
    <CameoProvider client={client}>
      <Transcript />
      <ViewToolsPanel viewTools={viewTools} />
    </CameoProvider>,
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Tools' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

test("the app lists an open view's own tools, calls them, and sees the list change when the view registers and removes one", async () => {
  const viewTools = createMcpAppViewTools();
  renderBudget(viewTools);
  const answer = screen.getByRole('status', { name: 'Answer' });
  await expect.poll(names, { timeout: 30_000 }).toEqual(['get_total', 'set_total']);
  expect(viewTools.getTools('call-1').find((tool) => tool.name === 'set_total')?.inputSchema).toEqual({
    type: 'object',
    properties: { amount: { type: 'number' } },
    required: ['amount'],
  });

  await userEvent.click(screen.getByRole('button', { name: 'Get the total' }));
  await expect.poll(() => answer.textContent).toBe('Total 100');

  await userEvent.click(screen.getByRole('button', { name: 'Set the total to 250' }));
  await expect.poll(() => answer.textContent).toBe('Total set to 250');
  // Its list_changed: undo_total registered, get_total removed.
  await expect.poll(names).toEqual(['set_total', 'undo_total']);

  await userEvent.click(screen.getByRole('button', { name: 'Get the total' }));
  await expect.poll(() => answer.textContent).toMatch(/^Refused: .*get_total/);
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await expect.poll(() => answer.textContent).toBe('Total back to 100');
});

test("unmounting ends the app's subscription and the view's registration: nothing is listed or called afterwards", async () => {
  const viewTools = createMcpAppViewTools();
  const unsubscribed = vi.fn();
  const watched: McpAppViewTools = {
    ...viewTools,
    subscribe(toolCallId, listener) {
      const stop = viewTools.subscribe(toolCallId, listener);
      return () => {
        unsubscribed(toolCallId);
        stop();
      };
    },
  };
  const view = renderBudget(watched);
  await expect.poll(names, { timeout: 30_000 }).toEqual(['get_total', 'set_total']);
  expect(unsubscribed).not.toHaveBeenCalled();
  view.unmount();
  expect(unsubscribed).toHaveBeenCalledWith('call-1');
  expect(viewTools.getTools('call-1')).toEqual([]);
  await expect(viewTools.callTool('call-1', 'get_total')).rejects.toThrow('No view of the tool call call-1 is open');
});

test('a burst of 1,000 list_changed costs the view at most three tools/list', async () => {
  await server.close();
  server = await connectProbeServer(floodView);
  const viewTools = createMcpAppViewTools();
  renderBudget(viewTools);
  await expect.poll(names, { timeout: 30_000 }).toEqual(['lists', 'done']);
  const answer = await viewTools.callTool('call-1', 'lists');
  const counted = Number(answer.content[0]?.type === 'text' ? answer.content[0].text : NaN);
  expect(counted).toBeGreaterThanOrEqual(1);
  expect(counted).toBeLessThanOrEqual(3);
});

test('a view that reloads without tools is listed with none', async () => {
  await server.close();
  server = await connectProbeServer(reloadingView);
  const viewTools = createMcpAppViewTools();
  renderBudget(viewTools);
  await expect.poll(names, { timeout: 30_000 }).toEqual(['reload']);
  await expect(viewTools.callTool('call-1', 'reload')).resolves.toMatchObject({ content: [{ type: 'text', text: 'reloading' }] });
  await expect.poll(names).toEqual([]);
});

test('a view that serves no tools is listed with none, and a call to it is refused at once', async () => {
  await server.close();
  server = await connectProbeServer(
    appViewHtml(`
const app = new window.McpApps.App({ name: 'plain', version: '1.0.0' }, {}, { autoResize: false });
await app.connect();
await app.updateModelContext({ structuredContent: { started: true } });
`),
  );
  const viewTools = createMcpAppViewTools();
  const started = vi.fn();
  renderBudget(viewTools, started);
  await expect.poll(() => started.mock.calls.length, { timeout: 30_000 }).toBe(1);
  expect(names()).toEqual([]);
  await expect(viewTools.callTool('call-1', 'anything')).rejects.toThrow('serves no tools');
});
