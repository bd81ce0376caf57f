// @vitest-environment node
// Runs docs/ai-sdk.md's plain-Node route (examples/aiSdkNodeServer.ts) on a real port: the AI
// SDK's own chat client posts to it, the mock model calls a Cameo tool and a plain AI SDK tool
// side by side, and both cards and their launchers come back.
import type { AddressInfo } from 'node:net';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { fromUIMessages } from 'cameo-ui/ai-sdk';
import { TestChat, callTool, reply, scriptedModel } from '../ai-sdk/server/aiSdkHarness';
import { createChatServer } from './examples/aiSdkNodeServer';

async function listen(server: ReturnType<typeof createChatServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('docs/ai-sdk.md: the route on Node’s http module', () => {
  let server: ReturnType<typeof createChatServer> | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  it('answers a chat over a real port, with a Cameo tool and a plain AI SDK tool in one turn', async () => {
    const model = scriptedModel([
      callTool('s1', 'show_sales', { quarter: 'Q3' }),
      callTool('w1', 'weather', { city: 'Lisbon' }),
      reply('North leads, and Lisbon is sunny.'),
    ]);
    server = createChatServer(model, 'test-approval-secret');
    const origin = await listen(server);
    const chat = new TestChat({ transport: new DefaultChatTransport<UIMessage>({ api: `${origin}/api/chat` }) });

    await chat.sendMessage({ text: 'Q3 sales, and the weather in Lisbon?' });

    expect(chat.error).toBeUndefined();
    const entries = fromUIMessages(chat.messages);
    expect(entries).toContainEqual(expect.objectContaining({ type: 'tool_result', toolCallId: 's1', content: 'Q3: North 120, South 80.' }));
    expect(entries).toContainEqual(expect.objectContaining({ type: 'tool_result', toolCallId: 'w1', content: 'Lisbon: 21 °C, clear.' }));
    const launchers = entries.flatMap((entry) => (entry.type === 'ui' && entry.ui.kind === 'widget' ? [entry.ui.label] : []));
    expect(launchers).toEqual(['Open Q3 sales chart', 'Open Lisbon weather']);
    expect(entries.at(-1)).toMatchObject({ type: 'assistant', text: 'North leads, and Lisbon is sunny.' });
    const prompts = JSON.stringify(model.doStreamCalls.map((call) => call.prompt));
    expect(prompts).not.toMatch(/Open Q3 sales chart|Open Lisbon weather/);
  });

  it('refuses what is not a chat: another path, and a body that is not JSON', async () => {
    server = createChatServer(scriptedModel([]), 'test-approval-secret');
    const origin = await listen(server);
    expect((await fetch(`${origin}/elsewhere`, { method: 'POST' })).status).toBe(404);
    const broken = await fetch(`${origin}/api/chat`, { method: 'POST', body: '{"messages":' });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe('The body is not JSON.');
  });
});
