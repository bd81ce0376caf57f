// @vitest-environment node
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { parseUIContent } from '../../src/core/parseUIContent';
import { readMcpAppLauncherData } from '../../src/mcp-apps/McpAppLauncherData';
import { toCameoToolResult } from '../../src/mcp-apps/toCameoToolResult';
import { connect, FORECAST_URI, weatherServer } from './mcpTestServer';

/** Calls `name` on the real server and returns the result with the tool as `tools/list` gives it. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<[CallToolResult, Tool]> {
  const { tools } = await client.listTools();
  const tool = tools.find((entry) => entry.name === name);
  if (tool === undefined) throw new Error(`no tool ${name}`);
  return [(await client.callTool({ name, arguments: args })) as CallToolResult, tool];
}

const bare = (name: string, meta?: Record<string, unknown>): Tool => ({ name, inputSchema: { type: 'object' }, ...(meta && { _meta: meta }) });

describe('toCameoToolResult', () => {
  let server: Awaited<ReturnType<typeof connect>>;
  beforeEach(async () => {
    server = await connect(weatherServer());
  });
  afterEach(() => server.close());

  it('gives the model the text and the transcript a launcher whose snapshot is the structured content', async () => {
    const [result, tool] = await call(server.client, 'show_forecast', { city: 'Lyon' });
    const split = toCameoToolResult(result, tool, { widget: 'mcp-app', input: { city: 'Lyon' } });
    expect(split).toEqual({
      model: 'Sunny in Lyon, 21°C.',
      isError: false,
      ui: {
        kind: 'widget',
        label: 'Show the forecast',
        widget: 'mcp-app',
        data: {
          resourceUri: FORECAST_URI,
          toolName: 'show_forecast',
          structuredContent: { city: 'Lyon', temperature: 21, sky: 'sunny' },
          result,
          input: { city: 'Lyon' },
        },
      },
    });
    // The model's text says nothing of the view, and the launcher is valid Cameo UI.
    expect(split.model).not.toContain('ui://');
    expect(parseUIContent(split.ui).ok).toBe(true);
  });

  it('round-trips through JSON (a saved thread) and readMcpAppLauncherData on the view side', async () => {
    const [result, tool] = await call(server.client, 'show_forecast', { city: 'Oslo' });
    const { ui } = toCameoToolResult(result, tool, { widget: 'mcp-app' });
    const data = readMcpAppLauncherData(JSON.parse(JSON.stringify(ui?.kind === 'widget' ? ui.data : null)));
    expect(data).toEqual({
      ok: true,
      value: { resourceUri: FORECAST_URI, toolName: 'show_forecast', structuredContent: { city: 'Oslo', temperature: 21, sky: 'sunny' }, result },
    });
  });

  it('labels with the given label, else the title, the annotations’ title, then the name', async () => {
    const [result, tool] = await call(server.client, 'show_forecast', { city: 'Lyon' });
    expect(toCameoToolResult(result, tool, { widget: 'w', label: 'Open the forecast' }).ui?.label).toBe('Open the forecast');
    const ui = { ui: { resourceUri: 'ui://x/y' } };
    expect(toCameoToolResult(result, { ...bare('t', ui), annotations: { title: 'Annotated' } }, { widget: 'w' }).ui?.label).toBe('Annotated');
    expect(toCameoToolResult(result, { ...bare('named', ui), title: '  ' }, { widget: 'w' }).ui?.label).toBe('named');
  });

  it('accepts the deprecated flat _meta["ui/resourceUri"], the nested one winning', () => {
    const result: CallToolResult = { content: [{ type: 'text', text: 'ok' }] };
    const flat = toCameoToolResult(result, bare('flat', { 'ui/resourceUri': 'ui://old/view' }), { widget: 'w' });
    expect(flat.ui?.kind === 'widget' && flat.ui.data).toMatchObject({ resourceUri: 'ui://old/view' });
    const both = toCameoToolResult(result, bare('both', { 'ui/resourceUri': 'ui://old/view', ui: { resourceUri: 'ui://new/view' } }), { widget: 'w' });
    expect(both.ui?.kind === 'widget' && both.ui.data).toMatchObject({ resourceUri: 'ui://new/view' });
  });

  it('gives no UI to a tool without a ui:// resource, nor to one whose resource is not ui://', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [result, tool] = await call(server.client, 'echo', { text: 'hello' });
    expect(toCameoToolResult(result, tool, { widget: 'w' })).toEqual({ model: 'hello', isError: false });
    const web = toCameoToolResult(result, bare('web', { ui: { resourceUri: 'https://evil.example/view' } }), { widget: 'w' });
    expect(web).toEqual({ model: 'hello', isError: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("resourceUri 'https://evil.example/view' is not a ui:// URI"));
    warn.mockRestore();
  });

  it('makes an isError result an error with its text, and no launcher', async () => {
    const [result, tool] = await call(server.client, 'broken_forecast');
    expect(toCameoToolResult(result, tool, { widget: 'mcp-app' })).toEqual({ model: 'The weather service is down.', isError: true });
    expect(toCameoToolResult({ content: [], isError: true }, tool, { widget: 'w' })).toEqual({
      model: 'The tool broken_forecast failed.',
      isError: true,
    });
  });

  it('joins text blocks and names the others briefly; MCP-UI blocks never reach the model', () => {
    const result: CallToolResult = {
      content: [
        { type: 'text', text: 'First.' },
        { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
        { type: 'resource_link', uri: 'file:///report.pdf', name: 'report' },
        { type: 'resource', resource: { uri: 'file:///notes.txt', text: 'notes' } },
        { type: 'resource', resource: { uri: 'ui://card/1', mimeType: 'text/html', text: '<p>secret layout</p>' } },
        { type: 'text', text: 'Last.' },
      ],
    };
    expect(toCameoToolResult(result, bare('mixed'), { widget: 'w' }).model).toBe(
      'First.\n[image: image/png]\n[audio: audio/wav]\n[resource link: report file:///report.pdf]\n[resource: file:///notes.txt]\nLast.',
    );
  });

  it('names malformed blocks as best it can, and leaves out what names nothing, never throwing', () => {
    const inherited = Object.create({ type: 'text', text: 'inherited' }) as object;
    const content = [
      null,
      'text',
      [],
      { type: 7 },
      { type: 'text', text: 42 },
      { type: 'image', mimeType: '' },
      { type: 'audio', mimeType: ['audio/wav'] },
      { type: 'resource_link', name: 3, uri: '' },
      { type: 'resource', resource: 'file:///x' },
      { type: 'resource', resource: Object.create({ uri: 'file:///inherited' }) as object },
      { type: 'hologram', text: 'beam' },
      inherited,
      { type: 'text', text: 'Kept.' },
    ];
    const result = { content } as unknown as CallToolResult;
    expect(toCameoToolResult(result, bare('odd'), { widget: 'w' }).model).toBe(
      '[image: unknown type]\n[audio: unknown type]\n[resource link: ]\n[resource: unknown]\n[resource: unknown]\n[hologram content]\nKept.',
    );
  });

  it('makes an embedded MCP-UI resource a read-only (legacy) launcher', async () => {
    const [result, tool] = await call(server.client, 'legacy_card');
    const split = toCameoToolResult(result, tool, { widget: 'mcp-app' });
    expect(split).toEqual({
      model: 'Here is your card.',
      isError: false,
      ui: {
        kind: 'widget',
        label: 'legacy_card',
        widget: 'mcp-app',
        data: {
          legacy: true,
          resourceUri: 'ui://legacy/card',
          toolName: 'legacy_card',
          resource: { uri: 'ui://legacy/card', kind: 'html', html: '<p>Card</p>' },
        },
      },
    });
    expect(readMcpAppLauncherData(split.ui?.kind === 'widget' ? split.ui.data : null)).toEqual({ ok: true, value: split.ui?.kind === 'widget' && split.ui.data });
  });
});

describe('readMcpAppLauncherData', () => {
  const app = { resourceUri: 'ui://weather/forecast', toolName: 'show_forecast' };

  it('names the first bad field of untrusted data, never throwing', () => {
    expect(readMcpAppLauncherData('ui://x')).toEqual({ ok: false, error: 'MCP app launcher data is a string, expected an object' });
    expect(readMcpAppLauncherData({ ...app, resourceUri: 'https://x.example' })).toEqual({
      ok: false,
      error: "MCP app launcher resourceUri 'https://x.example' is not a ui:// URI",
    });
    expect(readMcpAppLauncherData({ ...app, toolName: '' })).toEqual({ ok: false, error: 'MCP app launcher without a toolName' });
    expect(readMcpAppLauncherData({ ...app, structuredContent: [1] })).toEqual({
      ok: false,
      error: 'MCP app launcher structuredContent is an array, expected an object',
    });
    expect(readMcpAppLauncherData({ ...app, result: { content: 'text' } })).toEqual({
      ok: false,
      error: 'MCP app launcher result is not a tool result (an object with a content list)',
    });
    expect(readMcpAppLauncherData({ ...app, extra: 1 })).toEqual({ ok: true, value: app });
  });

  it('checks a legacy resource: HTML present, a URL https only', () => {
    const legacy = { ...app, legacy: true };
    expect(readMcpAppLauncherData({ ...legacy, resource: { uri: 'ui://c/1', kind: 'url', url: 'https://page.example/a' } })).toEqual({
      ok: true,
      value: { ...legacy, resource: { uri: 'ui://c/1', kind: 'url', url: 'https://page.example/a' } },
    });
    expect(readMcpAppLauncherData({ ...legacy, resource: { uri: 'ui://c/1', kind: 'url', url: 'javascript:alert(1)' } })).toEqual({
      ok: false,
      error: "MCP-UI resource ui://c/1: 'javascript:alert(1)' is not an https URL",
    });
    expect(readMcpAppLauncherData({ ...legacy, resource: { uri: 'ui://c/1', kind: 'html', html: '' } })).toEqual({
      ok: false,
      error: 'MCP-UI resource ui://c/1 has no HTML',
    });
    expect(readMcpAppLauncherData({ ...legacy, resource: { uri: 'ui://c/1', kind: 'remote-dom' } })).toEqual({
      ok: false,
      error: "MCP-UI resource ui://c/1 has unknown kind 'remote-dom'",
    });
  });
});
