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

test('the page is served with the policy of the view it is for: its frame-src decides where the view may navigate', () => {
  expect(SANDBOX_PROXY_CSP).toBe(buildViewCsp());
  expect(directives(SANDBOX_PROXY_CSP).get('frame-src')).toEqual(["'none'"]);
  const csp = { connectDomains: ['https://api.example.com'], frameDomains: ['https://www.youtube.com'], unsafeEval: true };
  const policy = sandboxProxyHeaders({ hostOrigin: 'https://app.example.com', csp })['Content-Security-Policy'];
  expect(policy).toBe(`${buildViewCsp(csp)}; frame-ancestors https://app.example.com`);
  expect(directives(policy ?? '').get('frame-src')).toEqual(['https://www.youtube.com']);
  // Untrusted entries stay out of the header as they stay out of the view's own policy.
  expect(sandboxProxyHeaders({ csp: { frameDomains: ['*', "'self'; script-src *"] } })['Content-Security-Policy']).toBe(SANDBOX_PROXY_CSP);
});
