import { expect, test, vi } from 'vitest';
import { createSandboxProxyHandler } from '../../../src/mcp-apps/sandbox/createSandboxProxyHandler';
import { buildViewCsp } from '../../../src/mcp-apps/sandbox/buildViewCsp';
import { SANDBOX_PROXY_CSP, SANDBOX_PROXY_HEADERS, sandboxProxyHeaders } from '../../../src/mcp-apps/sandbox/sandboxProxyHeaders';
import { readSandboxViewCsp, sandboxViewUrl } from '../../../src/mcp-apps/sandbox/sandboxViewUrl';
import { sandboxProxyHtml } from '../../../src/mcp-apps/sandbox/sandboxProxyHtml';

function response() {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 0,
    body: undefined as string | undefined,
    headers,
    setHeader: (name: string, value: string) => void (headers[name] = value),
    end: (body?: string) => void (res.body = body),
  };
  return res;
}

test('GET answers the proxy page with its headers', () => {
  const res = response();
  createSandboxProxyHandler()({ method: 'GET', url: '/anything?x=1' }, res);
  expect(res.statusCode).toBe(200);
  expect(res.headers).toEqual(SANDBOX_PROXY_HEADERS);
  expect(res.body).toBe(sandboxProxyHtml());
});

test('HEAD answers the headers alone; other methods get 405', () => {
  const head = response();
  createSandboxProxyHandler()({ method: 'HEAD', url: '/' }, head);
  expect(head.statusCode).toBe(200);
  expect(head.body).toBeUndefined();
  const post = response();
  createSandboxProxyHandler()({ method: 'POST', url: '/' }, post);
  expect(post.statusCode).toBe(405);
  expect(post.headers).toEqual({ Allow: 'GET, HEAD' });
});

test('with a path, other requests go to next (or 404 without one)', () => {
  const handler = createSandboxProxyHandler({ path: '/mcp-sandbox.html', hostOrigin: 'https://app.example.com' });
  const next = vi.fn();
  const other = response();
  handler({ method: 'GET', url: '/index.html' }, other, next);
  expect(next).toHaveBeenCalledOnce();
  expect(other.statusCode).toBe(0);
  const lost = response();
  handler({ method: 'GET', url: '/index.html' }, lost);
  expect(lost.statusCode).toBe(404);
  const page = response();
  handler({ method: 'GET', url: '/mcp-sandbox.html?v=2' }, page, next);
  expect(next).toHaveBeenCalledOnce();
  expect(page.headers).toEqual(sandboxProxyHeaders({ hostOrigin: 'https://app.example.com' }));
  expect(page.body).toBe(sandboxProxyHtml({ hostOrigin: 'https://app.example.com' }));
});

test('each request is answered with the policy of the view its URL names (sandboxViewUrl), the default without one', () => {
  const handler = createSandboxProxyHandler({ path: '/mcp-sandbox.html' });
  const csp = { frameDomains: ['https://maps.example.com'], unsafeEval: true };
  const page = response();
  const url = new URL(sandboxViewUrl('https://sandbox.example.com/mcp-sandbox.html', csp));
  handler({ method: 'GET', url: url.pathname + url.search }, page);
  expect(page.headers['Content-Security-Policy']).toBe(buildViewCsp(csp));
  expect(readSandboxViewCsp('/mcp-sandbox.html?csp=%7Bnot%20json')).toBeUndefined();
  expect(readSandboxViewCsp('/mcp-sandbox.html?csp=%5B1%5D')).toBeUndefined();
  const broken = response();
  handler({ method: 'GET', url: '/mcp-sandbox.html?csp=%7Bnot%20json' }, broken);
  expect(broken.headers['Content-Security-Policy']).toBe(SANDBOX_PROXY_CSP);
  expect(sandboxViewUrl('https://s.example.com/p.html?v=2#x', undefined)).toBe('https://s.example.com/p.html?v=2#x');
  expect(sandboxViewUrl('https://s.example.com/p.html?v=2#x', {})).toBe('https://s.example.com/p.html?v=2&csp=%7B%7D#x');
});
