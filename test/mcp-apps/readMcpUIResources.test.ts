// @vitest-environment node
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { readMcpUIResources } from '../../src/mcp-apps/readMcpUIResources';

const block = (resource: Record<string, unknown>) => ({ type: 'resource' as const, resource: resource as never });
const utf8Base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('readMcpUIResources', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('reads ui:// HTML from text or a base64 blob, in order, and leaves other blocks alone', () => {
    const result: CallToolResult = {
      content: [
        { type: 'text', text: 'Your card' },
        block({ uri: 'ui://card/1', mimeType: 'text/html', text: '<p>One</p>' }),
        block({ uri: 'file:///not-ui.html', mimeType: 'text/html', text: '<p>file</p>' }),
        block({ uri: 'ui://card/2', mimeType: 'text/html;charset=utf-8', blob: utf8Base64('<p>Deux ☀</p>') }),
        block({ uri: 'ui://card/3', mimeType: 'text/html;profile=mcp-app', text: '<p>Three</p>' }),
      ],
    };
    expect(readMcpUIResources(result)).toEqual([
      { uri: 'ui://card/1', kind: 'html', html: '<p>One</p>' },
      { uri: 'ui://card/2', kind: 'html', html: '<p>Deux ☀</p>' },
      { uri: 'ui://card/3', kind: 'html', html: '<p>Three</p>' },
    ]);
  });

  it('reads an external page from text/uri-list: the first URL, https only', () => {
    const list = '# the dashboard\nhttps://dash.example/board?id=7\nhttps://ignored.example\n';
    expect(readMcpUIResources({ content: [block({ uri: 'ui://ext/1', mimeType: 'text/uri-list', text: list })] })).toEqual([
      { uri: 'ui://ext/1', kind: 'url', url: 'https://dash.example/board?id=7' },
    ]);
    const insecure = ['http://dash.example/', 'javascript:alert(1)', 'data:text/html,<script>1</script>', '/relative'];
    for (const url of insecure) {
      expect(readMcpUIResources({ content: [block({ uri: 'ui://ext/2', mimeType: 'text/uri-list', text: url })] })).toEqual([]);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'http://dash.example/' is not an https URL; skipped"));
  });

  it('skips what it cannot show, with a warning: remote DOM, skybridge, empty HTML, no content', () => {
    const result = {
      content: [
        block({ uri: 'ui://rd/1', mimeType: 'application/vnd.mcp-ui.remote-dom+javascript; framework=react', text: 'x' }),
        block({ uri: 'ui://sb/1', mimeType: 'text/html+skybridge', text: '<p>x</p>' }),
        block({ uri: 'ui://empty/1', mimeType: 'text/html', text: ' ' }),
        block({ uri: 'ui://none/1', mimeType: 'text/html' }),
        block({ uri: 'ui://bytes/1', mimeType: 'text/html', blob: btoa('\xff') }),
      ],
    };
    expect(readMcpUIResources(result)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ui://none/1: neither text nor blob; skipped'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ui://bytes/1: the blob is not UTF-8 text; skipped'));
  });

  it('finds nothing in what is not a tool result', () => {
    for (const value of [null, 'text', { content: 'x' }, { content: [null, 1, { type: 'resource' }] }]) {
      expect(readMcpUIResources(value)).toEqual([]);
    }
  });

  it('reads own fields only: an inherited content, type or resource is not a UI', () => {
    const html = { uri: 'ui://evil/1', mimeType: 'text/html', text: '<p>evil</p>' };
    const values = [
      Object.create({ content: [block(html)] }) as object,
      { content: [Object.create({ type: 'resource', resource: html }) as object] },
      { content: [{ type: 'resource', resource: Object.create(html) as object }] },
      { content: [{ type: 'resource', resource: { ...html, uri: 42 } }, { type: 'resource', resource: [html] }] },
    ];
    for (const value of values) expect(readMcpUIResources(value)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
