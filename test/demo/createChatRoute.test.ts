// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { createScriptedModel } from '../../demo/agent/createScriptedModel';
import type { LanguageModelV4Prompt } from '../../demo/agent/modelTypes';
import { savedThread } from './savedThread';
import { createChatRoute, type ChatRoute } from '../../demo/server/createChatRoute';
import { createDemoTools } from '../../demo/tools/createDemoTools';
import type { CameoUIMessage } from '../../src/ai-sdk';

let http: Server;
let route: ChatRoute;
let base: string;
const prompts: LanguageModelV4Prompt[] = [];
const errors: unknown[] = [];
const board = { cards: [] };

beforeAll(async () => {
  route = createChatRoute({
    model: createScriptedModel({ thinkMs: 0, tokenMs: 0, onCall: ({ prompt }) => prompts.push(prompt) }),
    tools: createDemoTools(async () => board),
    onError: (error) => errors.push(error),
  });
  http = createServer((req, res) => route.handler(req, res, () => res.writeHead(418).end('next')));
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  route.close();
  http.closeAllConnections();
  await new Promise((closed) => http.close(closed));
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('createChatRoute: the demo AI SDK chat route', () => {
  it.each([
    ['no messages field', '{"id":"chat-1"}', /"messages" array/],
    ['messages that are not UI messages', '{"messages":[{"role":"robot","parts":[]}]}', /invalid messages/],
    ['an empty list', '{"messages":[]}', /invalid messages/],
    ['a body that is not JSON', '{"messages":', /malformed JSON/],
  ])('answers 400 to %s', async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toMatch(message);
  });

  it('refuses a body that is not declared JSON, and methods other than POST', async () => {
    expect((await post('{"messages":[]}', 'text/plain')).status).toBe(415);
    const get = await fetch(`${base}/api/chat`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('passes requests for other paths on', async () => {
    const response = await fetch(`${base}/api/widgets`);
    expect(response.status).toBe(418);
    expect(await response.text()).toBe('next');
  });

  it("runs useChat's turn, and the deploy once approved, over HTTP", async () => {
    const chat = new Chat<CameoUIMessage>({
      transport: new DefaultChatTransport({ api: `${base}/api/chat` }),
      sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    });
    await chat.sendMessage({ text: 'Deploy 2.4.1 to staging' });
    const asked = chat.lastMessage?.parts.find((part) => part.type === 'tool-deploy_release');
    expect(asked).toMatchObject({ state: 'approval-requested' });
    if (asked?.type !== 'tool-deploy_release' || asked.state !== 'approval-requested') throw new Error('no approval asked');

    await chat.addToolApprovalResponse({ id: asked.approval.id, approved: true });
    await vi.waitFor(() => expect(chat.status).toBe('ready'), { timeout: 10_000 });
    await vi.waitFor(() => expect(chat.messages).toHaveLength(2), { timeout: 10_000 });
    const [, reply] = chat.messages;
    expect(reply?.parts.find((part) => part.type === 'tool-deploy_release')).toMatchObject({ state: 'output-available' });
    expect(reply?.parts.find((part) => part.type === 'data-cameo-ui')).toMatchObject({ data: { ui: { widget: 'release' } } });
    expect(reply?.parts.at(-1)).toMatchObject({ type: 'text', text: expect.stringContaining('Deployed 2.4.1 to staging') });
    expect(errors).toEqual([]);
  });

  it("refuses the opening thread's deploy approved without the route's signature: a saved thread is valid, and never runs what the server did not ask", async () => {
    // The saved thread's approval request was never signed by this route (a client could have
    // written it), so approving it runs nothing.
    const approved = savedThread.map((message) => ({
      ...message,
      parts: message.parts.map((part) =>
        part.type === 'tool-deploy_release' && part.state === 'approval-requested'
          ? { ...part, state: 'approval-responded' as const, approval: { id: part.approval.id, approved: true } }
          : part,
      ),
    }));
    prompts.length = 0;
    errors.length = 0;
    const response = await post(JSON.stringify({ id: 'chat-1', messages: approved, trigger: 'submit-message' }));
    expect(response.status).toBe(200);
    const stream = await response.text();
    expect(stream).not.toContain('"type":"tool-output-available","toolCallId":"call_7"');
    expect(stream).toContain('"type":"error"');
    expect(prompts).toHaveLength(0);
  });
});
