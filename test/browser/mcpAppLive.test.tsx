// Live after the turn: the app's own transport pushes new states of a widget, and an open MCP App
// view (the probe, on the official ext-apps `App` class, behind the sandbox proxy) gets each as a
// new tool-result, in version order: a stale or repeated version never shows.
import { render } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import type { TranscriptEntry } from '../../src/core';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { fakeTransport } from '../helpers/fakeTransport';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI, connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;

let server: ProbeServer;
beforeEach(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(probeViewHtml());
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

const transcript = [
  { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { city: 'Paris' } },
  {
    type: 'ui',
    toolCallId: 'call-1',
    ui: {
      kind: 'widget',
      label: 'Forecast for Paris',
      widget: 'probe-app',
      display: 'inline',
      data: {
        resourceUri: PROBE_URI,
        toolName: 'show_forecast',
        input: { scenario: 'handshake', city: 'Paris' },
        result: { content: [{ type: 'text', text: 'sunny' }], structuredContent: { city: 'Paris', sky: 'sunny' } },
      },
    },
  },
] as TranscriptEntry[];

function liveApp(entries: readonly TranscriptEntry[]) {
  const fake = fakeTransport();
  const results: unknown[] = [];
  const inputs: unknown[] = [];
  /** Each loaded view document's results, by the id it reports. */
  const documents = new Map<string, unknown[]>();
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: server.client,
    sandboxUrl,
    initTimeoutMs: 30_000,
    live: {
      widget: (call) => (call.toolName === 'show_forecast' ? `forecast:${String(call.input?.city)}` : undefined),
      toolResult: (data) => ({ content: [{ type: 'text', text: 'live forecast' }], structuredContent: data as Record<string, unknown> }),
    },
    onModelContext: (context) => {
      const { event, data, view } = context.structuredContent as { event: string; data: unknown; view: string };
      if (event === 'tool-result') results.push(data);
      if (event === 'tool-result') documents.set(view, [...(documents.get(view) ?? []), data]);
      if (event === 'tool-input') inputs.push(data);
    },
  });
  const client = createCameoClient({ widgets: [widget], transport: fake.transport, transcript: entries });
  const view = render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  return { fake, results, inputs, documents, client, view };
}

const sky = (value: string) => ({ city: 'Paris', sky: value });

test('pushes reach the open view in order, an older version never shows, and unmounting ends the subscription', async () => {
  const { fake, results, view } = liveApp(transcript);

  // The call's own result first; the live widget's render (the state now) right after it.
  await expect.poll(() => results).toEqual([sky('sunny')]);
  await expect.poll(() => fake.renders.map((request) => request.widget)).toEqual(['forecast:Paris']);
  expect(fake.live('forecast:Paris')).toBe(1);
  fake.renders[0]!.answer.resolve({ data: sky('cloudy'), version: 1 });
  await expect.poll(() => results).toEqual([sky('sunny'), sky('cloudy')]);

  fake.emit({ widget: 'forecast:Paris', data: sky('rain'), version: 3 });
  fake.emit({ widget: 'forecast:Paris', data: sky('hail'), version: 2 });
  fake.emit({ widget: 'forecast:Paris', data: sky('rain again'), version: 3 });
  fake.emit({ widget: 'forecast:Paris', data: sky('snow'), version: 4 });
  await expect.poll(() => results).toEqual([sky('sunny'), sky('cloudy'), sky('rain'), sky('snow')]);

  view.unmount();
  await expect.poll(() => fake.live('forecast:Paris')).toBe(0);
});

test('a view opened while its tool runs gets no pushed state before its result, then the newest right after it', async () => {
  const running = structuredClone(transcript);
  const launcher = running[1] as TranscriptEntry & { ui: { data: Record<string, unknown> } };
  const { result, ...withoutResult } = launcher.ui.data;
  launcher.ui.data = withoutResult;
  const { fake, results, inputs, client } = liveApp(running);
  await expect.poll(() => inputs).toEqual([{ scenario: 'handshake', city: 'Paris' }]);
  await expect.poll(() => fake.renders).toHaveLength(1);
  fake.renders[0]!.answer.resolve({ data: sky('cloudy'), version: 1 });
  fake.emit({ widget: 'forecast:Paris', data: sky('rain'), version: 2 });
  // Another viewer of the same live widget shows the push: the view was given nothing yet.
  const other = client.watchWidget('forecast:Paris');
  const stop = other.subscribe(() => {});
  await expect.poll(() => other.getState().data).toEqual(sky('rain'));
  expect(results).toEqual([]);

  const { keys, update } = client.transcript.getState();
  update(keys[1]!, (entry) => (entry.type === 'ui' && entry.ui.kind === 'widget' ? { ...entry, ui: { ...entry.ui, data: { ...withoutResult, result } } } : entry));
  await expect.poll(() => results).toEqual([sky('sunny'), sky('rain')]);
  stop();
});

test('a view that reloads gets its result again, then the newest state', async () => {
  const reloading = structuredClone(transcript);
  const launcher = reloading[1] as TranscriptEntry & { ui: { data: { input: Record<string, unknown> } } };
  launcher.ui.data.input = { scenario: 'reload', city: 'Paris' };
  const { fake, documents } = liveApp(reloading);
  await expect.poll(() => fake.renders).toHaveLength(1);
  fake.renders[0]!.answer.resolve({ data: sky('cloudy'), version: 1 });
  // The probe reloads once after its first result: the second document starts over.
  await expect.poll(() => documents.size).toBe(2);
  await expect.poll(() => [...documents.values()][1]).toEqual([sky('sunny'), sky('cloudy')]);
  fake.emit({ widget: 'forecast:Paris', data: sky('rain'), version: 2 });
  await expect.poll(() => [...documents.values()][1]).toEqual([sky('sunny'), sky('cloudy'), sky('rain')]);
});
