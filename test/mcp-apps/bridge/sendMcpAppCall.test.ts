import { App } from '@modelcontextprotocol/ext-apps';
import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sendMcpAppCall } from '../../../src/mcp-apps/sendMcpAppCall';

// The real AppBridge and App, talking over the SDK's in-memory transport pair.
async function connectedPair() {
  const bridge = new AppBridge(null, { name: 'host', version: '1' }, {});
  const app = new App({ name: 'view', version: '1' }, {}, { autoResize: false });
  const seen: Array<[string, unknown]> = [];
  app.ontoolinput = (params) => seen.push(['input', params.arguments]);
  app.ontoolinputpartial = (params) => seen.push(['partial', params.arguments]);
  app.ontoolresult = (params) => seen.push(['result', params.structuredContent]);
  app.ontoolcancelled = (params) => seen.push(['cancelled', params.reason]);
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  const [hostSide, viewSide] = InMemoryTransport.createLinkedPair();
  await bridge.connect(hostSide);
  await app.connect(viewSide);
  await initialized;
  return { bridge, app, seen };
}

const result = (sky: string): CallToolResult => ({ content: [{ type: 'text', text: sky }], structuredContent: { sky } });

test('after initialize it sends the input then the result; an update sends only what changed', async () => {
  const { bridge, seen } = await connectedPair();
  const input = { city: 'Paris' };
  const first = sendMcpAppCall(bridge, { toolName: 'forecast', input, result: result('sunny') }, null);
  await vi.waitFor(() => expect(seen).toHaveLength(2));
  sendMcpAppCall(bridge, { toolName: 'forecast', input, result: result('rain') }, first);
  await vi.waitFor(() => expect(seen).toHaveLength(3));
  expect(seen).toEqual([
    ['input', { city: 'Paris' }],
    ['result', { sky: 'sunny' }],
    ['result', { sky: 'rain' }],
  ]);
});

test('streaming arguments go as tool-input-partial, as far as they parse; a cancelled call as tool-cancelled', async () => {
  const { bridge, seen } = await connectedPair();
  const sent = sendMcpAppCall(bridge, { toolName: 'forecast', inputText: '{"city": "Par' }, null);
  sendMcpAppCall(bridge, { toolName: 'forecast', inputText: '{"city": "Par', cancelled: 'Stopped by the user' }, sent);
  await vi.waitFor(() => expect(seen).toHaveLength(2));
  expect(seen).toEqual([
    ['partial', { city: 'Par' }],
    ['cancelled', 'Stopped by the user'],
  ]);
});

test('a result whose arguments never came is preceded by tool-input, as far as the streamed text parses, once', async () => {
  const { bridge, seen } = await connectedPair();
  const sent = sendMcpAppCall(bridge, { toolName: 'forecast', inputText: '{"city": "Par', result: result('sunny') }, null);
  sendMcpAppCall(bridge, { toolName: 'forecast', inputText: '{"city": "Par', result: result('rain') }, sent);
  await vi.waitFor(() => expect(seen).toHaveLength(3));
  expect(seen).toEqual([
    ['input', { city: 'Par' }],
    ['result', { sky: 'sunny' }],
    ['result', { sky: 'rain' }],
  ]);
});
