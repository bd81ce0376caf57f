import { expect, test, vi } from 'vitest';
import { createSandboxProxyHandler } from '../../../src/mcp-apps/sandbox/createSandboxProxyHandler';
import { SANDBOX_PROXY_HEADERS, sandboxProxyHeaders } from '../../../src/mcp-apps/sandbox/sandboxProxyHeaders';
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
