import { expect, test } from 'vitest';
import { buildViewCsp } from '../../../src/mcp-apps/sandbox/buildViewCsp';
import { SANDBOX_PROXY_CSP, SANDBOX_PROXY_HEADERS, sandboxProxyHeaders } from '../../../src/mcp-apps/sandbox/sandboxProxyHeaders';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive.split(' ').slice(1)]));

test('the page is served uncached, unsniffed, without a referrer, framable cross-origin', () => {
  expect(SANDBOX_PROXY_HEADERS).toEqual({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': SANDBOX_PROXY_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  expect(Object.keys(SANDBOX_PROXY_HEADERS)).not.toContain('X-Frame-Options');
});

test('with a known host, only that host may frame it', () => {
  expect(sandboxProxyHeaders({ hostOrigin: 'https://app.example.com' })['Content-Security-Policy']).toBe(
    `${SANDBOX_PROXY_CSP}; frame-ancestors https://app.example.com`,
  );
  expect(() => sandboxProxyHeaders({ hostOrigin: 'https://app.example.com/x' })).toThrow(TypeError);
});

test('the proxy policy is a ceiling every view policy fits under, and denies plugins and form posts', () => {
  const ceiling = directives(SANDBOX_PROXY_CSP);
  expect(ceiling.get('default-src')).toEqual(["'none'"]);
  expect(ceiling.get('object-src')).toEqual(["'none'"]);
  expect(ceiling.get('form-action')).toEqual(["'none'"]);
  const view = directives(
    buildViewCsp({
      connectDomains: ['https://api.example.com', 'wss://live.example.com', 'http://localhost:3000'],
      resourceDomains: ['https://cdn.example.com'],
      frameDomains: ['https://www.youtube.com'],
      baseUriDomains: ['https://base.example.com'],
    }),
  );
  for (const [name, sources] of view) {
    const allowed = ceiling.get(name) ?? ceiling.get('default-src') ?? [];
    for (const source of sources) {
      if (source === "'none'") continue;
      const scheme = /^([a-z]+):/.exec(source)?.[1];
      expect(allowed.includes(source) || (scheme !== undefined && allowed.includes(`${scheme}:`)), `${name} ${source}`).toBe(true);
    }
  }
});
