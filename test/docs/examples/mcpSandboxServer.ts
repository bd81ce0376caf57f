import { createServer } from 'node:http';
import { createSandboxProxyHandler } from 'cameo-ui/mcp-apps/server';

/**
 * The sandbox proxy on an origin of its own (say https://sandbox.example.com): it serves this one
 * page, pinned to the app that may frame it, and nothing else.
 */
export function createSandboxServer(appOrigin: string) {
  return createServer(createSandboxProxyHandler({ path: '/mcp-sandbox.html', hostOrigin: appOrigin }));
}
