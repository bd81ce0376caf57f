import { render, screen } from '@testing-library/react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { toCameoToolResult } from '../../src/mcp-apps/server';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI } from '../mcp-apps/bridge/probeServer';
import { probeServerPerTest, sandboxUrl } from './probeServerPerTest';

const html = probeViewHtml();
const tool: Pick<Tool, 'name' | '_meta'> = { name: 'show_forecast', _meta: { ui: { resourceUri: PROBE_URI } } };
const result: CallToolResult = { content: [{ type: 'text', text: 'Sunny.' }], structuredContent: { city: 'Paris', sky: 'sunny' } };

interface Report {
  event: string;
  data: unknown;
}

const probe = probeServerPerTest(html);

function renderHost() {
  const reports: Report[] = [];
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: probe.current.client,
    sandboxUrl,
    initTimeoutMs: 30_000,
    onModelContext: (context) => {
      reports.push(context.structuredContent as unknown as Report);
    },
  });
  const client = createCameoClient({ widgets: [widget] });
  render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  const events = () => reports.map((report) => report.event).filter((event) => event.startsWith('tool-'));
  const seen = (event: string) => reports.filter((report) => report.event === event).map((report) => report.data);
  return { client, transcript: client.transcript.getState(), events, seen };
}

test('a view opened while its tool runs gets tool-input-partial, then tool-input, then tool-result when it lands', async () => {
  const host = renderHost();
  const launcher = { kind: 'widget' as const, label: 'Show the forecast', widget: 'probe-app', display: 'inline' as const, data: { resourceUri: PROBE_URI, toolName: 'show_forecast' } };
  const [callKey, uiKey] = host.transcript.append(
    { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: {}, argsText: '{"scenario":"str' },
    { type: 'ui', toolCallId: 'call-1', ui: launcher },
  );
  await screen.findByTitle('Probe app', {}, { timeout: 30_000 });
  await expect.poll(() => host.seen('tool-input-partial'), { timeout: 30_000 }).toEqual([{ scenario: 'str' }]);
  host.transcript.appendArgs(callKey!, 'eamed", "city": "Par');
  await expect.poll(() => host.seen('tool-input-partial')).toEqual([{ scenario: 'str' }, { scenario: 'streamed', city: 'Par' }]);
  host.transcript.updateArgs(callKey!, { scenario: 'streamed', city: 'Paris' });
  await expect.poll(() => host.seen('tool-input')).toEqual([{ scenario: 'streamed', city: 'Paris' }]);
  expect(host.seen('tool-result')).toEqual([]);
  host.transcript.update(uiKey!, (entry) => (entry.type === 'ui' ? { ...entry, ui: { ...launcher, data: { ...launcher.data, result } } } : entry));
  await expect.poll(() => host.seen('tool-result')).toEqual([{ city: 'Paris', sky: 'sunny' }]);
  expect(host.events()).toEqual(['tool-input-partial', 'tool-input-partial', 'tool-input', 'tool-result']);
});

test("the docs' recipe for other loops, toCameoToolResult(result, tool, {widget}), still sends tool-input: the call's transcript arguments", async () => {
  const host = renderHost();
  const { ui } = toCameoToolResult(result, tool, { widget: 'probe-app' });
  host.transcript.append(
    { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { scenario: 'recipe' } },
    { type: 'ui', toolCallId: 'call-1', ui: { ...ui!, display: 'inline' } },
  );
  await expect.poll(() => host.events(), { timeout: 30_000 }).toEqual(['tool-input', 'tool-result']);
  expect(host.seen('tool-input')).toEqual([{ scenario: 'recipe' }]);
});

test('a result with no known arguments anywhere is still preceded by tool-input, with {}', async () => {
  const host = renderHost();
  const { ui } = toCameoToolResult(result, tool, { widget: 'probe-app' });
  host.transcript.append({ type: 'ui', toolCallId: 'call-9', ui: { ...ui!, display: 'inline' } });
  await expect.poll(() => host.events(), { timeout: 30_000 }).toEqual(['tool-input', 'tool-result']);
  expect(host.seen('tool-input')).toEqual([{}]);
});
