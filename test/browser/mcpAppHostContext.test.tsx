import { render, screen } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PROBE_URI } from '../mcp-apps/bridge/probeServer';
import { probeServerPerTest, sandboxUrl } from './probeServerPerTest';

const html = probeViewHtml();

interface Report {
  event: string;
  data: unknown;
}

const probe = probeServerPerTest(html);
afterEach(() => document.documentElement.removeAttribute('data-cameo-theme'));

function renderInlineView() {
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
  await expect.poll(() => app.seen('initialized').length).toBe(1);
  const [first] = app.seen('initialized');
  const other = first!.theme === 'dark' ? 'light' : 'dark';
  document.documentElement.setAttribute('data-cameo-theme', other);
  await expect.poll(() => app.seen('context-changed').map((context) => context.theme)).toContain(other);
  document.documentElement.setAttribute('data-cameo-theme', first!.theme as string);
  await expect.poll(() => app.seen('context-changed').map((context) => context.theme).at(-1)).toBe(first!.theme);
});

test("the host context gives the view Cameo's theme as the spec's style variables, the tool, the device, the safe area, the host and its sandbox", async () => {
  const app = renderInlineView();
  await expect.poll(() => app.seen('initialized').length, { timeout: 30_000 }).toBe(1);
  const [context] = app.seen('initialized');
  const root = getComputedStyle(screen.getByTitle('Probe app'));
  const variables = (context!.styles as { variables: Record<string, string> }).variables;
  expect(variables['--color-background-primary']).toBe(root.getPropertyValue('--cameo-color-bg').trim());
  expect(variables['--color-text-primary']).toBe(root.getPropertyValue('--cameo-color-fg').trim());
  expect(variables['--font-sans']).toMatch(/system-ui/);
  expect(variables['--border-radius-md']).toBe('0.75rem');
  expect(Object.keys(variables).every((name) => !name.startsWith('--cameo-'))).toBe(true);
  expect(context!.toolInfo).toMatchObject({ tool: { name: 'show_forecast', description: 'Shows the forecast', inputSchema: { type: 'object' } } });
  expect(context!.deviceCapabilities).toEqual({ touch: expect.any(Boolean), hover: expect.any(Boolean) });
  expect(context!.safeAreaInsets).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  expect(context!.userAgent).toMatch(/^cameo-ui\/\S+$/);
  expect(context!.hostCapabilities).toMatchObject({ sandbox: {} });
});

test('a theme change sends the new style variables too', async () => {
  const app = renderInlineView();
  await expect.poll(() => app.seen('tool-result').length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => app.seen('initialized').length).toBe(1);
  const [first] = app.seen('initialized');
  const before = (first!.styles as { variables: Record<string, string> }).variables['--color-background-primary'];
  document.documentElement.setAttribute('data-cameo-theme', first!.theme === 'dark' ? 'light' : 'dark');
  const after = getComputedStyle(screen.getByTitle('Probe app')).getPropertyValue('--cameo-color-bg').trim();
  expect(after).not.toBe(before);
  await expect
    .poll(() => app.seen('context-changed').map((context) => (context.styles as { variables?: Record<string, string> } | undefined)?.variables?.['--color-background-primary']))
    .toContain(after);
});
