import { render, screen } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI, connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

// The page is http://localhost:<port>; the same server on 127.0.0.1 is another origin.
const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;
const html = probeViewHtml();

interface Report {
  event: string;
  data: unknown;
}

let server: ProbeServer;
beforeEach(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(html);
});
afterEach(async () => {
  document.documentElement.removeAttribute('data-cameo-theme');
  await server.close();
  vi.restoreAllMocks();
});

function renderInlineView() {
  const reports: Report[] = [];
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: server.client,
    sandboxUrl,
    initTimeoutMs: 30_000,
    onModelContext: (context) => {
      reports.push(context.structuredContent as unknown as Report);
    },
  });
  const data = { resourceUri: PROBE_URI, toolName: 'show_forecast', input: { scenario: 'context' }, result: { content: [{ type: 'text', text: 'Sunny.' }] } };
  const client = createCameoClient({
    widgets: [widget],
    transcript: [
      { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { scenario: 'context' } },
      { type: 'ui', toolCallId: 'call-1', ui: { kind: 'widget', label: 'Show the forecast', widget: 'probe-app', data, display: 'inline' } },
    ],
  });
  render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  const seen = (event: string) => reports.filter((report) => report.event === event).map((report) => report.data as Record<string, unknown>);
  return { seen };
}

test('a data-cameo-theme change on the page sends host-context-changed with the new theme to the open view', async () => {
  const app = renderInlineView();
  await screen.findByTitle('Probe app', {}, { timeout: 30_000 });
  await expect.poll(() => app.seen('tool-result').length, { timeout: 30_000 }).toBe(1);
  const [first] = app.seen('initialized');
  const other = first!.theme === 'dark' ? 'light' : 'dark';
  document.documentElement.setAttribute('data-cameo-theme', other);
  await expect.poll(() => app.seen('context-changed').map((context) => context.theme)).toContain(other);
  document.documentElement.setAttribute('data-cameo-theme', first!.theme as string);
  await expect.poll(() => app.seen('context-changed').map((context) => context.theme).at(-1)).toBe(first!.theme);
});
