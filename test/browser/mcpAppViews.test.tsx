// One view per tool call: two calls of one MCP App widget, drawn inline, in a dialog, or restored
// from saved entries, each show their own call's input and result. Views are the probe, built on
// the official ext-apps `App` class, behind the sandbox proxy on another origin.
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import type { TranscriptEntry } from '../../src/core';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI, connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;
const html = probeViewHtml();

/** What one loaded view document reported, and the scope the host gave its reports. */
interface Seen {
  inputs: unknown[];
  results: unknown[];
  toolCallIds: Set<string | undefined>;
}

let server: ProbeServer;
beforeEach(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(html);
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

const calls = [
  { id: 'call-1', label: 'Forecast for Paris', city: 'Paris', sky: 'sunny' },
  { id: 'call-2', label: 'Forecast for Oslo', city: 'Oslo', sky: 'snow' },
];

function dataOf(call: (typeof calls)[number], scenario = 'handshake', withResult = true) {
  return {
    resourceUri: PROBE_URI,
    toolName: 'show_forecast',
    input: { scenario, city: call.city },
    ...(withResult ? { result: { content: [{ type: 'text', text: call.sky }], structuredContent: { city: call.city, sky: call.sky } } } : {}),
  };
}

function entriesFor(options: { display?: 'inline' | 'launcher'; scenarios?: string[]; withResult?: boolean } = {}): TranscriptEntry[] {
  return calls.flatMap((call, index) => [
    { type: 'tool_call', id: call.id, name: 'show_forecast', args: { city: call.city } },
    {
      type: 'ui',
      toolCallId: call.id,
      ui: {
        kind: 'widget',
        label: call.label,
        widget: 'probe-app',
        data: dataOf(call, options.scenarios?.[index], options.withResult ?? true),
        display: options.display ?? 'inline',
      },
    },
  ]) as TranscriptEntry[];
}

function renderViews(transcript: readonly unknown[]) {
  const views = new Map<string, Seen>();
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: server.client,
    sandboxUrl,
    container: 'modal',
    // A view's first load on a loaded machine (two test runs at once) took more than 8 s.
    initTimeoutMs: 30_000,
    onModelContext: (context, scope) => {
      const { event, data, view } = context.structuredContent as { event: string; data: unknown; view: string };
      const seen = views.get(view) ?? { inputs: [], results: [], toolCallIds: new Set() };
      views.set(view, seen);
      seen.toolCallIds.add(scope.toolCallId);
      if (event === 'tool-input') seen.inputs.push(data);
      if (event === 'tool-result') seen.results.push(data);
    },
  });
  const client = createCameoClient({ widgets: [widget], transcript });
  const view = render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  /** Every view document's input and result so far, with the call its reports were scoped to. */
  const shown = () =>
    [...views.values()]
      .filter((seen) => seen.results.length > 0)
      .map((seen) => ({ toolCallIds: [...seen.toolCallIds], inputs: seen.inputs, results: seen.results }))
      .sort((a, b) => String(a.toolCallIds[0]).localeCompare(String(b.toolCallIds[0])));
  return { client, view, views, shown };
}

const ownCall = (call: (typeof calls)[number], scenario = 'handshake') => ({
  toolCallIds: [call.id],
  inputs: [{ scenario, city: call.city }],
  results: [{ city: call.city, sky: call.sky }],
});

test('two inline views of one widget each show their own call', async () => {
  const app = renderViews(entriesFor());
  expect(await screen.findByRole('region', { name: 'Forecast for Paris' })).toBeInTheDocument();
  expect((await within(screen.getByRole('region', { name: 'Forecast for Oslo' })).findByTitle('Probe app')).tagName).toBe('IFRAME');
  await expect.poll(() => app.shown()).toEqual([ownCall(calls[0]!), ownCall(calls[1]!)]);
});

test('a client re-created from the saved entries gives each view its own call again', async () => {
  const first = renderViews(entriesFor());
  await expect.poll(() => first.shown()).toHaveLength(2);
  const { keys, entries } = first.client.transcript.getState();
  const saved = JSON.parse(JSON.stringify(keys.map((key) => entries.get(key)))) as unknown[];
  first.view.unmount();

  const restored = renderViews(saved);
  await expect.poll(() => restored.shown()).toEqual([ownCall(calls[0]!), ownCall(calls[1]!)]);
});

test('opening a call in the dialog shows that call, and the inline view of the other keeps its own', async () => {
  // The first call is a launcher button, the second an inline view.
  const transcript = entriesFor();
  const first = transcript[1] as TranscriptEntry & { ui: { display?: string } };
  first.ui.display = 'launcher';
  const app = renderViews(transcript);
  await expect.poll(() => app.shown()).toEqual([ownCall(calls[1]!)]);
  await userEvent.click(screen.getByRole('button', { name: 'Forecast for Paris' }));
  const dialog = await screen.findByRole('dialog', { name: 'Probe app' });
  expect((await within(dialog).findByTitle('Probe app')).tagName).toBe('IFRAME');
  await expect.poll(() => app.shown()).toEqual([ownCall(calls[0]!), ownCall(calls[1]!)]);
});

test('an inline view asking for fullscreen opens its own call in the dialog', async () => {
  const app = renderViews(entriesFor({ scenarios: ['fullscreen', 'handshake'] }));
  const dialog = await screen.findByRole('dialog', { name: 'Probe app' }, { timeout: 30_000 });
  expect(dialog).toHaveAttribute('data-container', 'fullscreen');
  // Three documents: the two inline views and the fullscreen one, which is the Paris call's.
  await expect.poll(() => app.shown()).toHaveLength(3);
  expect(app.shown()).toEqual([ownCall(calls[0]!, 'fullscreen'), ownCall(calls[0]!, 'fullscreen'), ownCall(calls[1]!)]);
});

test('a view opened before its result arrives gets the result when it lands', async () => {
  const app = renderViews(entriesFor({ withResult: false }));
  await expect.poll(() => [...app.views.values()].filter((seen) => seen.inputs.length > 0)).toHaveLength(2);
  expect(app.shown()).toEqual([]);
  const { keys, entries, update } = app.client.transcript.getState();
  const paris = keys.find((key) => {
    const entry = entries.get(key);
    return entry?.type === 'ui' && entry.toolCallId === 'call-1';
  });
  update(paris!, (entry) => {
    if (entry.type !== 'ui' || entry.ui.kind !== 'widget') throw new Error('not the launcher');
    return { ...entry, ui: { ...entry.ui, data: dataOf(calls[0]!) } };
  });
  await expect.poll(() => app.shown()).toEqual([ownCall(calls[0]!)]);
});
