import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import type { ActionEvent } from '../../src/core';
import { defineMcpAppWidget } from '../../src/mcp-apps';
import { probeViewHtml } from '../mcp-apps/bridge/probeView';
import { PLAIN_URI, PROBE_URI, SILENT_URI, connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

// The page is http://localhost:<port>; the same server on 127.0.0.1 is another origin.
const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;
const html = probeViewHtml();

interface Report {
  event: string;
  data: unknown;
}

let server: ProbeServer;
beforeEach(async () => {
  // ext-apps' PostMessageTransport logs every message at debug level.
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await connectProbeServer(html);
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

interface RenderOptions {
  display?: 'inline' | 'launcher';
  sandboxUrl?: string;
  resourceUri?: string;
  initTimeoutMs?: number;
}

function renderApp(scenario: string, options: RenderOptions = {}) {
  const reports: Report[] = [];
  const scopes: unknown[] = [];
  const messages: unknown[] = [];
  const actions: ActionEvent[] = [];
  const widget = defineMcpAppWidget({
    id: 'probe-app',
    title: 'Probe app',
    client: server.client,
    sandboxUrl: 'sandboxUrl' in options ? options.sandboxUrl : sandboxUrl,
    container: 'modal',
    // A view's first load on a loaded machine (two test runs at once) took more than 8 s.
    initTimeoutMs: options.initTimeoutMs ?? 30_000,
    // The view answers teardown only after its own report reached the host; under that load the
    // default 500 ms passed first and the frame went without the report.
    teardownTimeoutMs: 30_000,
    onMessage: (message, scope) => {
      messages.push({ message, scope });
    },
    onModelContext: (context, scope) => {
      reports.push(context.structuredContent as unknown as Report);
      scopes.push(scope);
    },
  });
  const data = {
    resourceUri: options.resourceUri ?? PROBE_URI,
    toolName: 'show_forecast',
    toolCallId: 'call-1',
    input: { scenario },
    result: { content: [{ type: 'text', text: 'Sunny.' }], structuredContent: { city: 'Paris', sky: 'sunny' } },
  };
  const transcript = [
    { type: 'tool_call', id: 'call-1', name: 'show_forecast', args: { scenario } },
    { type: 'ui', toolCallId: 'call-1', ui: { kind: 'widget', label: 'Show the forecast', widget: 'probe-app', data, display: options.display } },
  ];
  const client = createCameoClient({ widgets: [widget], transcript, onAction: (event) => actions.push(event) });
  const view = render(
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>,
  );
  const seen = (event: string) => reports.filter((report) => report.event === event).map((report) => report.data);
  const next = async (event: string) => {
    await expect.poll(() => seen(event).length, { timeout: 30_000 }).toBeGreaterThan(0);
    return seen(event)[0];
  };
  return { view, client, data, reports, scopes, messages, actions, seen, next };
}

async function openLauncher() {
  await userEvent.click(screen.getByRole('button', { name: /Show the forecast/ }));
  return screen.findByRole('dialog', { name: 'Probe app' });
}

test('the handshake gives the view host context (theme, display mode, locale, size), then the input and result', async () => {
  const app = renderApp('handshake');
  const dialog = await openLauncher();
  expect(within(dialog).getByTitle('Probe app').tagName).toBe('IFRAME');
  const context = (await app.next('initialized')) as Record<string, unknown>;
  expect(context.theme).toMatch(/^(light|dark)$/);
  expect(context.displayMode).toBe('inline');
  expect(context.availableDisplayModes).toEqual(['inline', 'fullscreen']);
  expect(typeof context.locale).toBe('string');
  expect(context.containerDimensions).toMatchObject({ width: expect.any(Number) });
  expect(await app.next('tool-input')).toEqual({ scenario: 'handshake' });
  expect(await app.next('tool-result')).toEqual({ city: 'Paris', sky: 'sunny' });
  // Scoped to the call the view belongs to.
  expect(app.scopes[0]).toEqual({ widget: 'probe-app', toolName: 'show_forecast', toolCallId: 'call-1' });
});

test('a dark page gives the view the dark theme', async () => {
  document.documentElement.setAttribute('data-cameo-theme', 'dark');
  try {
    const app = renderApp('handshake');
    await openLauncher();
    expect(await app.next('initialized')).toMatchObject({ theme: 'dark' });
  } finally {
    document.documentElement.removeAttribute('data-cameo-theme');
  }
});

test("a view's tools/call reaches the server as a human action, and a model-only tool is refused", async () => {
  const app = renderApp('call');
  await openLauncher();
  expect(await app.next('call-result')).toEqual({ city: 'Lyon', sky: 'rain' });
  expect(server.refreshed).toEqual([{ city: 'Lyon' }]);
  expect(app.actions[0]).toMatchObject({ widget: 'probe-app', action: 'refresh_forecast', args: { city: 'Lyon' }, result: { ok: true } });
  const refused = (await app.next('model-only')) as Record<string, unknown>;
  expect(refused.isError ?? refused.thrown).toBeTruthy();
  expect(server.modelOnlyCalls).toBe(0);
  // The refusal is a failed action the person sees in place.
  expect(await screen.findByText(/not available to the app/)).toBeInTheDocument();
});

test('size-changed sets the height of an inline view', async () => {
  const app = renderApp('resize', { display: 'inline' });
  const frame = await screen.findByTitle('Probe app');
  await app.next('tool-result');
  await expect.poll(() => frame.getBoundingClientRect().height).toBe(321);
});

test('a view asking for fullscreen switches the container and is told the mode granted', async () => {
  const app = renderApp('fullscreen');
  const dialog = await openLauncher();
  expect(dialog).toHaveAttribute('data-container', 'modal');
  expect(await app.next('display-mode')).toBe('fullscreen');
  await expect.poll(() => screen.getByRole('dialog', { name: 'Probe app' }).getAttribute('data-container')).toBe('fullscreen');
  await expect
    .poll(() => app.seen('context-changed').some((context) => (context as Record<string, unknown>).displayMode === 'fullscreen'))
    .toBe(true);
});

test('open-link opens nothing by itself: the person confirms with the host button', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  try {
    const app = renderApp('link');
    await openLauncher();
    const confirm = await screen.findByRole('button', { name: 'Open example.com' });
    expect(opened).not.toHaveBeenCalled();
    expect(app.seen('link')).toEqual([]);
    await userEvent.click(confirm);
    expect(opened).toHaveBeenCalledWith('https://example.com/page', '_blank', 'noopener,noreferrer');
    expect(await app.next('link')).toEqual({ isError: false });
    expect(screen.queryByRole('button', { name: 'Open example.com' })).toBeNull();
  } finally {
    opened.mockRestore();
  }
});

test('open-link to a non-web URL is refused without a prompt', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  try {
    const app = renderApp('bad-link');
    await openLauncher();
    expect(await app.next('link')).toEqual({ isError: true });
    expect(screen.queryByRole('group', { name: 'Link requested by the app' })).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  } finally {
    opened.mockRestore();
  }
});

test('closing the container sends resource-teardown to the view first', async () => {
  const app = renderApp('handshake');
  const dialog = await openLauncher();
  await app.next('tool-result');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await app.next('teardown')).toBeNull();
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
});

test('without a sandbox proxy the container shows an error and no frame', async () => {
  renderApp('handshake', { sandboxUrl: undefined });
  const dialog = await openLauncher();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(/No sandbox proxy/);
  expect(within(dialog).queryByTitle('Probe app')).toBeNull();
});

test('a new result for the open view arrives as another tool-result', async () => {
  const app = renderApp('handshake');
  await openLauncher();
  expect(await app.next('tool-result')).toEqual({ city: 'Paris', sky: 'sunny' });
  const result = { content: [{ type: 'text', text: 'Rain.' }], structuredContent: { city: 'Paris', sky: 'rain' } };
  expect(app.client.seed('probe-app', { ...app.data, result })).toBe(true);
  await expect.poll(() => app.seen('tool-result')).toEqual([
    { city: 'Paris', sky: 'sunny' },
    { city: 'Paris', sky: 'rain' },
  ]);
  // The input did not change, so it is not sent again.
  expect(app.seen('tool-input')).toHaveLength(1);
});

test('a view that reloads gets its input and result again', async () => {
  const app = renderApp('reload');
  await openLauncher();
  await expect.poll(() => app.seen('initialized').length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => app.seen('tool-result').length).toBe(2);
  expect(app.seen('tool-input')).toEqual([{ scenario: 'reload' }, { scenario: 'reload' }]);
});

test('ui/message goes to the app callback, scoped to the call', async () => {
  const app = renderApp('message');
  await openLauncher();
  expect(await app.next('message')).toEqual({ isError: false });
  expect(app.messages).toEqual([
    {
      message: { role: 'user', content: [{ type: 'text', text: 'Book the sunny day' }] },
      scope: { widget: 'probe-app', toolName: 'show_forecast', toolCallId: 'call-1' },
    },
  ]);
});

test('a resource that cannot be read shows the error in the container', async () => {
  renderApp('handshake', { resourceUri: 'ui://probe/missing' });
  const dialog = await openLauncher();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Could not read the MCP app resource ui:\/\/probe\/missing/);
  expect(within(dialog).queryByTitle('Probe app')).toBeNull();
  // The rest of the page is untouched (behind the modal).
  expect(screen.getByRole('button', { name: /Show the forecast/, hidden: true })).toBeInTheDocument();
});

test('a resource that is not an MCP App view shows the error in the container', async () => {
  renderApp('handshake', { resourceUri: PLAIN_URI });
  const dialog = await openLauncher();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/has no text\/html;profile=mcp-app content/);
});

test('a view that never initializes times out with an error in place', async () => {
  renderApp('handshake', { resourceUri: SILENT_URI, initTimeoutMs: 300 });
  const dialog = await openLauncher();
  expect(await within(dialog).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(/did not start/);
  expect(within(dialog).getByTitle('Probe app')).not.toBeVisible();
});

test('an inline view asking for fullscreen opens the host fullscreen; once closed, the widget opens in its own container again', async () => {
  const app = renderApp('fullscreen', { display: 'inline' });
  const dialog = await screen.findByRole('dialog', { name: 'Probe app' }, { timeout: 30_000 });
  expect(dialog).toHaveAttribute('data-container', 'fullscreen');
  expect(await app.next('display-mode')).toBe('fullscreen');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  app.client.open({ widget: 'probe-app', label: 'Again' });
  expect(await screen.findByRole('dialog', { name: 'Probe app' })).toHaveAttribute('data-container', 'modal');
});

test("the view's log messages go to the console in development", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const app = renderApp('log');
  await openLauncher();
  await app.next('logged');
  await expect.poll(() => warn.mock.calls).toContainEqual(['[cameo] MCP app probe (info):', 'hello from the view']);
});

test('size-changed sizes a view in a modal too, and fullscreen gives it the screen', async () => {
  const app = renderApp('resize');
  const dialog = await openLauncher();
  const frame = within(dialog).getByTitle('Probe app');
  await app.next('tool-result');
  await expect.poll(() => frame.getBoundingClientRect().height).toBe(321);
  app.view.unmount();

  const full = renderApp('fullscreen');
  const fullDialog = await openLauncher();
  await full.next('display-mode');
  const fullFrame = within(fullDialog).getByTitle('Probe app');
  await expect.poll(() => fullFrame.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight / 2);
});
