// @vitest-environment node
import { readMcpAppResourceMeta } from '../../src/mcp-apps/readMcpAppResourceMeta';

describe('readMcpAppResourceMeta on malformed _meta', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());
  const warnings = () => warn.mock.calls.map((call: unknown[]) => String(call[0]).replace(/^\[cameo\] /, ''));

  it.each([undefined, null, 'ui', 42, [], {}, { ui: undefined }])('reads %j as no meta, silently', (meta) => {
    expect(readMcpAppResourceMeta(meta, 'ui://a/view')).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops each malformed level alone, naming the resource and the field', () => {
    const meta = {
      ui: {
        csp: { connectDomains: 'https://api.example', resourceDomains: ['https://cdn.example', 7], unsafeEval: 'yes', wasmUnsafeEval: true },
        permissions: ['camera'],
        domain: 42,
        prefersBorder: false,
      },
    };
    expect(readMcpAppResourceMeta(meta, 'ui://a/view')).toEqual({
      csp: { resourceDomains: ['https://cdn.example'], wasmUnsafeEval: true },
      prefersBorder: false,
    });
    expect(warnings()).toEqual([
      'MCP app resource ui://a/view: _meta.ui.csp.connectDomains is a string, not a list of origins; ignored',
      "MCP app resource ui://a/view: _meta.ui.csp.resourceDomains: '7' is not an explicit origin; dropped",
      'MCP app resource ui://a/view: _meta.ui.permissions is an array, ignored',
      "MCP app resource ui://a/view: _meta.ui.domain '42' ignored",
    ]);
  });

  it('says a csp that is no object leaves the default (deny) policy', () => {
    expect(readMcpAppResourceMeta({ ui: { csp: 'default-src *', domain: '' } }, 'ui://b/view')).toEqual({});
    expect(warnings()).toEqual([
      'MCP app resource ui://b/view: _meta.ui.csp is a string; the default (deny) CSP applies',
      "MCP app resource ui://b/view: _meta.ui.domain '' ignored",
    ]);
  });

  it('reads own fields only: nothing inherited widens the sandbox', () => {
    const inherited = Object.create({ csp: { connectDomains: ['https://evil.example'] }, permissions: { camera: {} } }) as object;
    expect(readMcpAppResourceMeta({ ui: inherited }, 'ui://c/view')).toEqual({});
    const permissions = Object.create({ microphone: {} }) as Record<string, unknown>;
    permissions.camera = true;
    expect(readMcpAppResourceMeta({ ui: { permissions } }, 'ui://c/view')).toEqual({ permissions: { camera: {} } });
    const polluted = JSON.parse('{"ui": {"__proto__": {"domain": "evil.example"}, "prefersBorder": true}}') as unknown;
    expect(readMcpAppResourceMeta(polluted, 'ui://c/view')).toEqual({ prefersBorder: true });
  });
});
