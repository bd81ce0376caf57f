import { connectProbeServer, type ProbeServer } from '../mcp-apps/bridge/probeServer';

// The page is http://localhost:<port>; the same server on 127.0.0.1 is another origin.
export const sandboxUrl = `http://127.0.0.1:${location.port}/__cameo/mcp-sandbox.html`;

/** A probe MCP server serving `html`, fresh for each test and closed after it. */
export function probeServerPerTest(html: string): { readonly current: ProbeServer } {
  const probe = {} as { current: ProbeServer };
  beforeEach(async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    probe.current = await connectProbeServer(html);
  });
  afterEach(async () => {
    await probe.current.close();
    vi.restoreAllMocks();
  });
  return probe;
}
