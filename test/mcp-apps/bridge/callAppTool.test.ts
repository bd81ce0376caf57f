import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { callAppTool, createToolList } from '../../../src/mcp-apps/callAppTool';

async function connect() {
  const server = new McpServer({ name: 'tools', version: '1' });
  const calls: string[] = [];
  server.registerTool('for_both', { inputSchema: { city: z.string() } }, async ({ city }) => {
    calls.push(`for_both:${city}`);
    return { content: [{ type: 'text', text: city }] };
  });
  server.registerTool('app_only', { _meta: { ui: { visibility: ['app'] } } }, async () => {
    calls.push('app_only');
    return { content: [{ type: 'text', text: 'ok' }] };
  });
  server.registerTool('model_only', { _meta: { ui: { visibility: ['model'] } } }, async () => {
    calls.push('model_only');
    return { content: [{ type: 'text', text: 'secret' }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, calls };
}

const signal = new AbortController().signal;

test('tools visible to the app run on the server; a model-only or unknown tool is refused before any call', async () => {
  const { client, calls } = await connect();
  const tools = createToolList(client);
  await expect(callAppTool({ client, tools, name: 'for_both', arguments: { city: 'Lyon' }, signal })).resolves.toMatchObject({
    content: [{ type: 'text', text: 'Lyon' }],
  });
  await expect(callAppTool({ client, tools, name: 'app_only', signal })).resolves.toMatchObject({ content: [{ text: 'ok' }] });
  await expect(callAppTool({ client, tools, name: 'model_only', signal })).rejects.toThrow('The tool model_only is not available to the app.');
  await expect(callAppTool({ client, tools, name: 'nope', signal })).rejects.toThrow('which its server does not offer');
  expect(calls).toEqual(['for_both:Lyon', 'app_only']);
});

test('the tool list is fetched once while fresh, again once stale, and a failed fetch is not kept', async () => {
  const { client } = await connect();
  let now = 0;
  const listTools = vi.spyOn(client, 'listTools');
  const tools = createToolList(client, () => now);
  await tools();
  await tools();
  expect(listTools).toHaveBeenCalledTimes(1);
  now = 31_000;
  await tools();
  expect(listTools).toHaveBeenCalledTimes(2);
  listTools.mockRejectedValueOnce(new Error('offline'));
  now = 70_000;
  await expect(tools()).rejects.toThrow('offline');
  await expect(tools()).resolves.toHaveLength(3);
  expect(listTools).toHaveBeenCalledTimes(4);
});
