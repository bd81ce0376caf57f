import { describe, expect, test, vi } from 'vitest';
import { buildViewCsp } from '../../../src/mcp-apps/sandbox/buildViewCsp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const));

describe('buildViewCsp', () => {
  test('without metadata it is the spec default, with the sandbox rules the spec adds', () => {
    expect(buildViewCsp()).toBe(
      [
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline' blob:",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data: blob:",
        "media-src 'self' data: blob:",
        "worker-src 'self' blob:",
        "connect-src 'none'",
        "frame-src 'none'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(buildViewCsp({})).toBe(buildViewCsp());
    expect(buildViewCsp({ connectDomains: [], resourceDomains: [] })).toBe(buildViewCsp());
  });

  test('each declared list opens only its own directives', () => {
    const policy = directives(
      buildViewCsp({
        connectDomains: ['https://api.example.com', 'wss://live.example.com:8443'],
        resourceDomains: ['https://cdn.example.com', 'https://*.cloudflare.com'],
        frameDomains: ['https://www.youtube.com'],
        baseUriDomains: ['https://base.example.com'],
      }),
    );
    expect(policy.get('connect-src')).toEqual(['https://api.example.com', 'wss://live.example.com:8443']);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'blob:', 'https://cdn.example.com', 'https://*.cloudflare.com']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com', 'https://*.cloudflare.com']);
    for (const name of ['img-src', 'font-src', 'media-src']) {
      expect(policy.get(name)).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com', 'https://*.cloudflare.com']);
    }
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.com', 'https://*.cloudflare.com']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube.com']);
    expect(policy.get('base-uri')).toEqual(['https://base.example.com']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  test('script evaluation only when the resource asks with true: unsafeEval, wasmUnsafeEval', () => {
    expect(directives(buildViewCsp({ unsafeEval: true })).get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:']);
    expect(directives(buildViewCsp({ wasmUnsafeEval: true })).get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", 'blob:']);
    expect(buildViewCsp({ unsafeEval: 'yes' as never, wasmUnsafeEval: 1 as never })).toBe(buildViewCsp());
  });

  test('normalises case and a trailing slash, and lists an origin once', () => {
    const policy = directives(buildViewCsp({ connectDomains: ['HTTPS://API.Example.com/', 'https://api.example.com', 'http://localhost:5173'] }));
    expect(policy.get('connect-src')).toEqual(['https://api.example.com', 'http://localhost:5173']);
  });

  test.each([
    ['*'],
    ['https:'],
    ['https://*'],
    ['https://*.com'],
    ["'unsafe-eval'"],
    ["'self'"],
    ['data:'],
    ['blob:'],
    ['javascript:alert(1)'],
    ['https://api.example.com/path'],
    ['https://api.example.com?x'],
    ['https://user@api.example.com'],
    ['https://api.example.com; script-src *'],
    ['https://api.example.com;'],
    ['https://a.example.com https://b.example.com'],
    ['https://api.example.com,https://b.example.com'],
    ['https://api.example.com\nscript-src *'],
    ['https://api.example.com:*'],
    ['ftp://files.example.com'],
    ['api.example.com'],
    ["https://api.example.com'"],
    [''],
  ])('rejects %j, so no entry widens a directive or adds one', (entry) => {
    const onRejected = vi.fn();
    const policy = buildViewCsp({ connectDomains: [entry], resourceDomains: [entry], frameDomains: [entry], baseUriDomains: [entry] }, onRejected);
    expect(policy).toBe(buildViewCsp());
    expect(onRejected).toHaveBeenCalledTimes(4);
    expect(onRejected).toHaveBeenCalledWith(entry, 'connectDomains');
  });

  test('untrusted shapes are ignored, never thrown on', () => {
    const onRejected = vi.fn();
    const odd = { connectDomains: 'https://api.example.com', resourceDomains: [42, null, { origin: 'x' }] } as never;
    expect(buildViewCsp(odd, onRejected)).toBe(buildViewCsp());
    expect(onRejected).toHaveBeenCalledWith('https://api.example.com', 'connectDomains');
    expect(onRejected).toHaveBeenCalledWith(42, 'resourceDomains');
    expect(buildViewCsp(null as never)).toBe(buildViewCsp());
    expect(buildViewCsp('connect-src *' as never)).toBe(buildViewCsp());
  });

  test('keeps at most 64 origins a list', () => {
    const many = Array.from({ length: 70 }, (_, index) => `https://host${index}.example.com`);
    const onRejected = vi.fn();
    expect(directives(buildViewCsp({ connectDomains: many }, onRejected)).get('connect-src')).toHaveLength(64);
    expect(onRejected).toHaveBeenCalledTimes(6);
  });

  test('runs from its own source alone, as the proxy page embeds it', () => {
    const copy = new Function(`return (${buildViewCsp.toString()});`)() as typeof buildViewCsp;
    const csp = { connectDomains: ['https://api.example.com', '*'], resourceDomains: ['https://*.example.com'] };
    expect(copy(csp)).toBe(buildViewCsp(csp));
  });
});
