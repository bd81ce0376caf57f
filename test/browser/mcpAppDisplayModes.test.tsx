import { render, screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import type { WidgetContainer } from '../../src/core';
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
  view: string;
}

const probe = probeServerPerTest(html);

function renderInlineView(scenario: string, container: WidgetContainer) {
  const reports: Report[] = [];
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: probe.current.client,
    sandboxUrl,
    container,
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
  const seen = (event: string) => reports.filter((report) => report.event === event);
  return { seen };
}

test("pip: an inline view of a panel widget asking for pip opens its call in the panel, the chat still usable, and is told it is pip", async () => {
  // Wide enough for a panel beside the chat (a narrow one opens it fullscreen).
  await page.viewport(1200, 800);
  const app = renderInlineView('pip', 'panel');
  await expect.poll(() => app.seen('initialized').length, { timeout: 30_000 }).toBe(1);
  expect(app.seen('initialized')[0]!.data).toMatchObject({ displayMode: 'inline', availableDisplayModes: ['inline', 'pip'] });
  await expect.poll(() => app.seen('display-mode').map((report) => report.data), { timeout: 30_000 }).toEqual(['pip']);
  const panel = await screen.findByRole('dialog', { name: 'Probe app' });
  expect(panel).toHaveAttribute('data-container', 'panel');
  // The view in the panel is the same call's, and knows it is pip.
  const inPanel = await within(panel).findByTitle('Probe app');
  expect(inPanel).toBeVisible();
  await expect
    .poll(() => app.seen('initialized').map((report) => (report.data as { displayMode: string }).displayMode), { timeout: 30_000 })
    .toEqual(['inline', 'pip']);
  expect(app.seen('initialized')[1]!.data).toMatchObject({ availableDisplayModes: ['pip'] });
  await expect.poll(() => app.seen('tool-input').map((report) => report.data)).toEqual([{ scenario: 'pip' }, { scenario: 'pip' }]);
  // Non-modal: the transcript's own launcher stays reachable.
  expect(screen.getAllByTitle('Probe app')).toHaveLength(2);
});

test('a widget with a modal container refuses pip and says the mode it stays in', async () => {
  const app = renderInlineView('pip', 'modal');
  await expect.poll(() => app.seen('display-mode').map((report) => report.data), { timeout: 30_000 }).toEqual(['inline']);
  expect(app.seen('initialized')[0]!.data).toMatchObject({ availableDisplayModes: ['inline', 'fullscreen'] });
  expect(screen.queryByRole('dialog')).toBeNull();
});
