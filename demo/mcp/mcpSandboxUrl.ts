/** Where the dev server serves the sandbox proxy, on every host name it answers to. */
export const SANDBOX_PROXY_PATH = '/__cameo/mcp-sandbox.html';

const OTHER_LOOPBACK_NAME: Readonly<Record<string, string>> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * The sandbox proxy's URL for a page at `location`: the same dev server under its other loopback
 * name, so `localhost:5173` frames `127.0.0.1:5173` and back. A different host is a different
 * origin, which is all the spec asks of the proxy. On any other host there is no second origin to
 * use, so `undefined`: the widget then shows an error in place instead of an unsandboxed view.
 */
export function mcpSandboxUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string | undefined {
  const other = OTHER_LOOPBACK_NAME[location.hostname];
  if (other === undefined) return undefined;
  return `${location.protocol}//${other}${location.port ? `:${location.port}` : ''}${SANDBOX_PROXY_PATH}`;
}
