import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
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
let blobs: Blob[];
let saved: Array<{ name: string; href: string }>;
beforeEach(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(html);
  blobs = [];
  saved = [];
  const create = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return create(blob);
  });
  // What the host's <a download> would save, without a real download in the test browser.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

function renderInlineView(scenario: string) {
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
  const data = { resourceUri: PROBE_URI, toolName: 'show_forecast', input: { scenario }, result: { content: [{ type: 'text', text: 'Sunny.' }] } };
  const client = createCameoClient({
    widgets: [widget],
    transcript: [
      { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { scenario } },
      { type: 'ui', toolCallId: 'call-1', ui: { kind: 'widget', label: 'Show the forecast', widget: 'probe-app', data, display: 'inline' } },
    ],
  });
  render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  return { seen: (event: string) => reports.filter((report) => report.event === event).map((report) => report.data) };
}

test('download-file saves nothing by itself: the person clicks the host button, then the file is saved with its name and type', async () => {
  const app = renderInlineView('download');
  const button = await screen.findByRole('button', { name: 'Download report.csv' }, { timeout: 30_000 });
  expect(screen.getByRole('group', { name: 'Download requested by the app' })).toHaveTextContent('The app wants to download report.csv.');
  expect(blobs).toEqual([]);
  expect(saved).toEqual([]);
  expect(app.seen('download')).toEqual([]);
  await userEvent.click(button);
  expect(saved).toEqual([{ name: 'report.csv', href: expect.stringMatching(/^blob:/) }]);
  expect(blobs).toHaveLength(1);
  expect(blobs[0]!.type).toBe('text/csv');
  expect(await blobs[0]!.text()).toBe('city,sky\nParis,sunny\n');
  await expect.poll(() => app.seen('download')).toEqual([{ isError: false }]);
  expect(screen.queryByRole('group', { name: 'Download requested by the app' })).toBeNull();
});

test('a cancelled download answers isError and saves nothing', async () => {
  const app = renderInlineView('download');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 30_000 }));
  await expect.poll(() => app.seen('download')).toEqual([{ isError: true }]);
  expect(saved).toEqual([]);
  expect(blobs).toEqual([]);
});

test('a download of a non-web link is refused without a prompt', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  const app = renderInlineView('bad-download');
  await expect.poll(() => app.seen('download'), { timeout: 30_000 }).toEqual([{ isError: true }]);
  expect(screen.queryByRole('group', { name: 'Download requested by the app' })).toBeNull();
  expect(opened).not.toHaveBeenCalled();
  expect(saved).toEqual([]);
});

test("tools/list and prompts/list from a view are answered from the app's server, model-only tools hidden", async () => {
  const app = renderInlineView('list');
  await expect.poll(() => app.seen('tools'), { timeout: 30_000 }).toEqual([['show_forecast', 'refresh_forecast']]);
  await expect.poll(() => app.seen('prompts')).toEqual([['summarize_forecast']]);
});
