// @vitest-environment node
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { MCP_APP_MIME_TYPE, readMcpAppResource } from '../../src/mcp-apps/readMcpAppResource';
import { APP_MIME, connect, FORECAST_HTML, FORECAST_URI, weatherServer } from './mcpTestServer';

/** A server with one resource at `uri` whose read answers `contents`. */
async function serving(uri: string, contents: (href: string) => unknown[]) {
  const server = new McpServer({ name: 'views', version: '1.0.0' });
  server.registerResource('view', uri, { mimeType: APP_MIME }, async (url) => ({ contents: contents(url.href) as never }));
  return connect(server);
}

describe('readMcpAppResource', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('uses the spec’s MIME type, the one ext-apps exports', () => {
    expect(MCP_APP_MIME_TYPE).toBe(RESOURCE_MIME_TYPE);
  });

  it('reads the view’s HTML and its _meta.ui from a real server', async () => {
    const { client, close } = await connect(weatherServer());
    try {
      const resource = await readMcpAppResource(client, FORECAST_URI);
      expect(resource).toEqual({
        ok: true,
        value: {
          uri: FORECAST_URI,
          html: FORECAST_HTML,
          csp: { connectDomains: ['https://api.weather.example'], resourceDomains: ['https://*.cdn.example'] },
          permissions: { clipboardWrite: {} },
          prefersBorder: true,
        },
      });
    } finally {
      await close();
    }
  });

  it('decodes HTML sent as a base64 blob (UTF-8 included)', async () => {
    const html = '<p>Température: 21°C ☀</p>';
    const blob = btoa(String.fromCharCode(...new TextEncoder().encode(html)));
    const { client, close } = await serving('ui://blob/view', (uri) => [{ uri, mimeType: APP_MIME, blob }]);
    try {
      expect(await readMcpAppResource(client, 'ui://blob/view')).toEqual({ ok: true, value: { uri: 'ui://blob/view', html } });
    } finally {
      await close();
    }
  });

  it('picks the mcp-app content among others, the one for the URI asked', async () => {
    const { client, close } = await serving('ui://multi/view', (uri) => [
      { uri, mimeType: 'text/plain', text: 'not the view' },
      { uri: 'ui://multi/other', mimeType: APP_MIME, text: '<p>other</p>' },
      { uri, mimeType: 'Text/HTML; profile=mcp-app', text: '<p>mine</p>' },
    ]);
    try {
      const resource = await readMcpAppResource(client, 'ui://multi/view');
      expect(resource.ok && resource.value.html).toBe('<p>mine</p>');
    } finally {
      await close();
    }
  });

  it('reports a resource of another MIME type, naming what arrived', async () => {
    const { client, close } = await serving('ui://plain/view', (uri) => [{ uri, mimeType: 'text/html', text: '<p>hi</p>' }]);
    try {
      expect(await readMcpAppResource(client, 'ui://plain/view')).toEqual({
        ok: false,
        error: "MCP app resource ui://plain/view has no text/html;profile=mcp-app content (got 'text/html')",
      });
    } finally {
      await close();
    }
  });

  it('reports empty HTML, a blob that is not UTF-8 text, and a URI that is not ui://', async () => {
    const { client, close } = await serving('ui://empty/view', (uri) => [{ uri, mimeType: APP_MIME, text: '  ' }]);
    // Valid base64 (the SDK refuses invalid base64 itself), bytes that are not UTF-8.
    const bad = await serving('ui://bad/view', (uri) => [{ uri, mimeType: APP_MIME, blob: btoa('\xff\xfe') }]);
    try {
      expect(await readMcpAppResource(client, 'ui://empty/view')).toEqual({ ok: false, error: 'MCP app resource ui://empty/view has empty HTML' });
      expect(await readMcpAppResource(bad.client, 'ui://bad/view')).toEqual({
        ok: false,
        error: 'MCP app resource ui://bad/view: the blob is not UTF-8 text',
      });
      expect(await readMcpAppResource(client, 'https://evil.example/view')).toEqual({
        ok: false,
        error: "MCP app resource 'https://evil.example/view' is not a ui:// URI",
      });
    } finally {
      await close();
      await bad.close();
    }
  });

  it('turns a failed read (an unknown resource, a closed connection) into an error, never a throw', async () => {
    const { client, close } = await connect(weatherServer());
    const missing = await readMcpAppResource(client, 'ui://weather/missing');
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error).toMatch(/^Could not read the MCP app resource ui:\/\/weather\/missing: .*not found/i);
    await close();
    const closed = await readMcpAppResource(client, FORECAST_URI);
    expect(closed.ok).toBe(false);
    expect(!closed.ok && closed.error).toMatch(/^Could not read the MCP app resource ui:\/\/weather\/forecast: /);
  });

  it('keeps only explicit origins in the CSP lists: no wildcards, keywords or injected directives', async () => {
    const { client, close } = await serving('ui://csp/view', (uri) => [
      {
        uri,
        mimeType: APP_MIME,
        text: '<p>csp</p>',
        _meta: {
          ui: {
            csp: {
              connectDomains: ['https://api.example', 'https://a.example; script-src *', '*', 'https:', 42, 'wss://live.example:8443'],
              resourceDomains: "'unsafe-eval'",
              frameDomains: ["'self'", 'https://player.example/embed'],
              baseUriDomains: ['javascript:alert(1)', 'http://localhost:5173'],
            },
            permissions: { camera: {}, microphone: true, geolocation: 'yes', usb: {} },
            domain: 'has space.example',
            prefersBorder: 'yes',
          },
        },
      },
    ]);
    try {
      const resource = await readMcpAppResource(client, 'ui://csp/view');
      expect(resource).toEqual({
        ok: true,
        value: {
          uri: 'ui://csp/view',
          html: '<p>csp</p>',
          csp: {
            connectDomains: ['https://api.example', 'wss://live.example:8443'],
            frameDomains: ['https://player.example/embed'],
            baseUriDomains: ['http://localhost:5173'],
          },
          permissions: { camera: {}, microphone: {} },
        },
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'https://a.example; script-src *' is not an explicit origin; dropped"));
    } finally {
      await close();
    }
  });

  it('ignores a malformed _meta.ui as a whole: the default (deny) CSP applies', async () => {
    const { client, close } = await serving('ui://meta/view', (uri) => [{ uri, mimeType: APP_MIME, text: '<p>x</p>', _meta: { ui: 'open' } }]);
    try {
      expect(await readMcpAppResource(client, 'ui://meta/view')).toEqual({ ok: true, value: { uri: 'ui://meta/view', html: '<p>x</p>' } });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('_meta.ui is a string, ignored'));
    } finally {
      await close();
    }
  });
});

describe('readMcpAppResource: the resource listing as the fallback for _meta.ui', () => {
  it('takes csp and permissions from the resources/list entry when the content item declares none', async () => {
    const server = new McpServer({ name: 'views', version: '1.0.0' });
    const uri = 'ui://listed/view';
    server.registerResource(
      'view',
      uri,
      { mimeType: APP_MIME, _meta: { ui: { csp: { connectDomains: ['https://api.listed.example'], unsafeEval: true }, permissions: { camera: {} } } } },
      async (url) => ({ contents: [{ uri: url.href, mimeType: APP_MIME, text: '<p>listed</p>' }] }),
    );
    const { client, close } = await connect(server);
    try {
      const resource = await readMcpAppResource(client, uri);
      expect(resource).toEqual({
        ok: true,
        value: { uri, html: '<p>listed</p>', csp: { connectDomains: ['https://api.listed.example'], unsafeEval: true }, permissions: { camera: {} } },
      });
    } finally {
      await close();
    }
  });

  it('keeps what the content item declares, and the deny default when the listing fails', async () => {
    const { client, close } = await serving('ui://own/view', (href) => [
      { uri: href, mimeType: APP_MIME, text: '<p>own</p>', _meta: { ui: { csp: { connectDomains: ['https://own.example'] }, permissions: {} } } },
    ]);
    try {
      const resource = await readMcpAppResource(client, 'ui://own/view');
      expect(resource.ok && resource.value.csp).toEqual({ connectDomains: ['https://own.example'] });
      const failing = { readResource: client.readResource.bind(client), listResources: () => Promise.reject(new Error('no listing')) };
      const bare = await readMcpAppResource(failing, 'ui://own/view');
      expect(bare.ok).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('readMcpAppResource on a malformed answer (a client that skips the SDK’s validation)', () => {
  const answering = (contents: unknown, listing?: (cursor: string | undefined) => unknown) => ({
    readResource: () => Promise.resolve({ contents } as never),
    ...(listing && { listResources: (params?: { cursor?: string }) => Promise.resolve(listing(params?.cursor) as never) }),
  });
  const view = (extra: Record<string, unknown> = {}) => ({ uri: 'ui://odd/view', mimeType: APP_MIME, text: '<p>ok</p>', ...extra });

  it('names what it got instead of a view, items that are no object by their type', async () => {
    expect(await readMcpAppResource(answering('html'), 'ui://odd/view')).toEqual({
      ok: false,
      error: 'MCP app resource ui://odd/view: the server sent no contents',
    });
    const inherited = Object.create(view()) as object;
    expect(await readMcpAppResource(answering([null, 'x', inherited, { mimeType: 7 }]), 'ui://odd/view')).toEqual({
      ok: false,
      error: "MCP app resource ui://odd/view has no text/html;profile=mcp-app content (got null, a string, 'undefined', '7')",
    });
    expect(await readMcpAppResource(answering([view({ text: 42 })]), 'ui://odd/view')).toEqual({
      ok: false,
      error: 'MCP app resource ui://odd/view: the content has no HTML (neither text nor blob)',
    });
  });

  it('pages the listing by nextCursor for the fallback meta, and stops at a malformed page', async () => {
    const meta = { ui: { csp: { connectDomains: ['https://api.odd.example'] } } };
    const pages: Record<string, unknown> = {
      first: { resources: [null, 'x', { uri: 'ui://other/view' }], nextCursor: 'second' },
      second: { resources: [{ uri: 'ui://odd/view', _meta: meta }] },
    };
    const listed = await readMcpAppResource(answering([view()], (cursor) => pages[cursor ?? 'first']), 'ui://odd/view');
    expect(listed).toEqual({ ok: true, value: { uri: 'ui://odd/view', html: '<p>ok</p>', csp: { connectDomains: ['https://api.odd.example'] } } });
    for (const page of ['nope', { resources: 'x' }, { resources: [], nextCursor: 3 }, Object.create(pages.second as object) as object]) {
      const bare = await readMcpAppResource(answering([view()], () => page), 'ui://odd/view');
      expect(bare).toEqual({ ok: true, value: { uri: 'ui://odd/view', html: '<p>ok</p>' } });
    }
  });
});
