import { createUIMessageStreamResponse, lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from 'ai';
import { defineTool, ok } from '../../../src/agent';
import { EXPIRED_APPROVAL, STOPPED_TOOL_CALL, closeOpenToolCalls, expireUnansweredApprovals } from '../../../src/ai-sdk/server';
import { callTool, inProcessTransport, reply, scriptedModel, TestChat, turnStream, type RouteOptions } from './aiSdkHarness';

function deployTool() {
  const execute = vi.fn(() => ok('Deployed.'));
  return { execute, deploy: defineTool({ name: 'deploy', description: 'Deploys', parameters: { type: 'object' }, needsApproval: true, execute }) };
}

/** The harness route, with or without the expiry before the model's messages are built. */
function route(options: RouteOptions, expire: boolean) {
  return async (request: Request) => {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    return createUIMessageStreamResponse({ stream: turnStream(expire ? expireUnansweredApprovals(messages) : messages, options) });
  };
}

/** Two deploys asked for in one step: the person approves one, then sends another message. */
async function moveOnHalfAnswered(expire: boolean) {
  const { deploy, execute } = deployTool();
  const [start, first, finish] = callTool('d1', 'deploy', {});
  const [, second] = callTool('d2', 'deploy', {});
  const model = scriptedModel([[start!, first!, second!, finish!], reply('OK, no deploy.')]);
  const chat = new TestChat({
    transport: inProcessTransport(route({ model, tools: [deploy] }, expire)),
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onError: () => {},
  });
  await chat.sendMessage({ text: 'deploy both' });
  const approvalOf = (id: string) => {
    const part = chat.lastMessage?.parts.find((candidate) => 'toolCallId' in candidate && candidate.toolCallId === id);
    return part && 'approval' in part && part.approval ? part.approval.id : '';
  };
  await chat.addToolApprovalResponse({ id: approvalOf('d1'), approved: true });
  await chat.sendMessage({ text: 'never mind, what is the weather?' });
  return { chat, model, execute };
}

describe('expireUnansweredApprovals in a chat route', () => {
  it('lets the turn after an unanswered approval run, telling the model the call was not run', async () => {
    const { chat, model, execute } = await moveOnHalfAnswered(true);
    expect(chat.status).toBe('ready');
    expect(JSON.stringify(chat.lastMessage?.parts)).toContain('OK, no deploy.');
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain(EXPIRED_APPROVAL);
    expect(execute).not.toHaveBeenCalled();
  });

  it('is needed: without it the AI SDK refuses that turn (a call with no result)', async () => {
    // The SDK logs the route's failure; the chat only hears "An error occurred."
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat, model } = await moveOnHalfAnswered(false);
    expect(chat.status).toBe('error');
    expect(logged.mock.calls.flat().map(String).join(' ')).toMatch(/Tool result is missing for tool call d1/);
    expect(model.doStreamCalls).toHaveLength(1);
    logged.mockRestore();
  });
});

describe('expireUnansweredApprovals', () => {
  const asking = (id: string, state: string, approval?: object): UIMessage['parts'][number] =>
    ({ type: 'tool-deploy', toolCallId: id, state, input: {}, ...(approval && { approval }) }) as UIMessage['parts'][number];
  const assistant = (id: string, ...parts: UIMessage['parts']): UIMessage => ({ id, role: 'assistant', parts });
  const user: UIMessage = { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'next' }] };

  it('expires calls awaiting approval, and stops approved ones cut off, in a message a user message follows', () => {
    const messages = [
      assistant('a1', asking('c1', 'approval-requested', { id: 'p1' }), asking('c2', 'approval-responded', { id: 'p2', approved: true })),
      user,
    ];
    const [expired] = expireUnansweredApprovals(messages);
    expect(expired?.parts).toEqual([
      { type: 'tool-deploy', toolCallId: 'c1', state: 'output-error', input: {}, errorText: EXPIRED_APPROVAL },
      // Approved, then the reply was stopped: it may have started, so it is not said to have never run.
      { type: 'tool-deploy', toolCallId: 'c2', state: 'output-error', input: {}, errorText: STOPPED_TOOL_CALL },
    ]);
  });

  it('leaves denied calls, the last message and messages with nothing to expire as the same objects', () => {
    const denied = assistant('a1', asking('c1', 'approval-responded', { id: 'p1', approved: false }));
    const last = assistant('a3', asking('c3', 'approval-requested', { id: 'p3' }));
    const messages = [denied, user, last];
    const result = expireUnansweredApprovals(messages);
    expect(result[0]).toBe(denied);
    expect(result[2]).toBe(last);
  });

  it('passes malformed messages and parts through instead of throwing (the route answers, not a 500)', () => {
    const malformed = [
      { id: 'a1', role: 'assistant' },
      { id: 'a2', role: 'assistant', parts: [null, 42, { text: 'no type' }, { type: 7 }] },
      user,
    ] as unknown as UIMessage[];
    expect(() => closeOpenToolCalls(malformed)).not.toThrow();
    expect(closeOpenToolCalls(malformed)).toEqual(malformed);
  });
});
