// @vitest-environment node
import {
  convertToModelMessages,
  lastAssistantMessageIsCompleteWithApprovalResponses,
  readUIMessageStream,
  type UIMessage,
} from 'ai';
import { createToolSet, defineTool, fail, ok, type ToolContext } from '../../../src/agent';
import { CAMEO_UI_PART, cameoUIPartId, createExecutedCallStore, toAISDKTools, type CameoUIChunk } from '../../../src/ai-sdk/server';
import { callTool, chatRoute, inProcessTransport, reply, scriptedModel, TestChat, turnStream, type RouteOptions } from './aiSdkHarness';

const launcher = { kind: 'widget' as const, label: 'Open the sprint board', widget: 'kanban-board', data: { team: 'core' } };

const showBoard = defineTool({
  name: 'show_board',
  description: 'Shows a team board',
  parameters: { type: 'object', properties: { team: { type: 'string' } }, required: ['team'] },
  widget: 'kanban-board',
  execute: (_agentId, _callId, args) => ok(`The ${args.team} board has 3 cards.`, { ...launcher, data: { team: args.team } }),
});

const user = (text: string): UIMessage => ({ id: `u-${text}`, role: 'user', parts: [{ type: 'text', text }] });

/** One turn through the real `streamText`, read back as the client would: the final assistant message. */
async function turn(messages: UIMessage[], options: RouteOptions): Promise<UIMessage> {
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream<UIMessage>({ stream: turnStream(messages, options) })) last = message;
  if (last === undefined) throw new Error('the turn streamed no message');
  return last;
}

type AnyPart = UIMessage['parts'][number];
const toolPart = (message: UIMessage, toolCallId: string) =>
  message.parts.find((part): part is Extract<AnyPart, { toolCallId: string }> => 'toolCallId' in part && part.toolCallId === toolCallId);
const dataParts = (message: UIMessage) => message.parts.filter((part) => part.type === CAMEO_UI_PART);

/** Everything a UI side effect could leave behind in text the model reads. */
function expectNoUI(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toContain('cameo-ui');
  expect(text).not.toContain(launcher.label);
  expect(text).not.toContain(launcher.widget);
}

describe('toAISDKTools', () => {
  it('keeps each tool’s name, description, JSON Schema and approval flag', () => {
    const deploy = defineTool({ name: 'deploy', description: 'Deploys', parameters: { type: 'object' }, needsApproval: true, execute: () => 'done' });
    const tools = toAISDKTools([showBoard, deploy], { writer: { write: () => {} } });
    expect(Object.keys(tools)).toEqual(['show_board', 'deploy']);
    expect(tools.show_board).toMatchObject({ description: 'Shows a team board', needsApproval: false });
    expect(tools.deploy).toMatchObject({ description: 'Deploys', needsApproval: true });
    expect((tools.show_board?.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual(showBoard.parameters);
  });

  it('runs through a Cameo ToolSet it is given (its compiled schemas), passing the call id and agent id', async () => {
    const execute = vi.fn(() => 'ran');
    const set = createToolSet([defineTool({ name: 'probe', description: 'p', parameters: { type: 'object' }, execute })]);
    const run = vi.spyOn(set, 'run');
    const tools = toAISDKTools(set, { writer: { write: () => {} }, agentId: 'support-bot' });
    const output = await tools.probe?.execute?.({}, { toolCallId: 'call-9', messages: [], context: undefined });
    expect(output).toBe('ran');
    expect(run).toHaveBeenCalledWith('probe', { agentId: 'support-bot', callId: 'call-9', args: {} }, { signal: undefined, timeoutMs: undefined, approved: false });
    expect(execute).toHaveBeenCalledWith('support-bot', 'call-9', {}, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('runs a needsApproval tool once per call id across requests sharing a store, and asks the given store', async () => {
    const execute = vi.fn(() => 'refunded');
    const refund = defineTool({ name: 'refund', description: 'r', parameters: { type: 'object' }, needsApproval: true, execute });
    const executedCalls = createExecutedCallStore();
    const options = { toolCallId: 'call-1', messages: [], context: undefined };
    // Two requests, each with its own toAISDKTools, as a route makes them.
    await expect(toAISDKTools([refund], { writer: { write: () => {} }, executedCalls }).refund?.execute?.({}, options)).resolves.toBe('refunded');
    await expect(toAISDKTools([refund], { writer: { write: () => {} }, executedCalls }).refund?.execute?.({}, options)).rejects.toThrow(
      'tool "refund" already ran for call call-1; an approved call runs once',
    );
    expect(execute).toHaveBeenCalledTimes(1);

    const claim = vi.fn(async () => false);
    await expect(toAISDKTools([refund], { writer: { write: () => {} }, executedCalls: { claim } }).refund?.execute?.({}, { ...options, toolCallId: 'call-2' })).rejects.toThrow('already ran');
    expect(claim).toHaveBeenCalledWith('call-2');
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('writes malformed UI as an error for the card, and still gives the model its text', async () => {
    const chunks: CameoUIChunk[] = [];
    const broken = defineTool({
      name: 'broken',
      description: 'b',
      parameters: { type: 'object' },
      execute: () => ok('half done', { kind: 'widget', label: '', widget: '' } as never),
    });
    const tools = toAISDKTools([broken], { writer: { write: (chunk) => chunks.push(chunk) } });
    const output = await tools.broken?.execute?.({}, { toolCallId: 'b1', messages: [], context: undefined });
    expect(output).toBe('half done');
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({ type: 'data-cameo-ui', id: 'cameo-ui-b1', data: { toolCallId: 'b1' } });
    expect(chunks[0]?.data).toHaveProperty('error', expect.stringContaining('tool "broken" returned invalid UI'));
  });

  it('a full turn: the client gets the card and the launcher, the model only the text', async () => {
    const model = scriptedModel([callTool('call-1', 'show_board', { team: 'core' }), reply('Here is the **core** board.')]);
    const messages = [user('show me the board')];
    const message = await turn(messages, { model, tools: [showBoard] });

    expect(toolPart(message, 'call-1')).toMatchObject({
      type: 'tool-show_board',
      state: 'output-available',
      input: { team: 'core' },
      output: 'The core board has 3 cards.',
    });
    expect(dataParts(message)).toEqual([
      { type: CAMEO_UI_PART, id: cameoUIPartId('call-1'), data: { toolCallId: 'call-1', ui: launcher } },
    ]);
    expect(message.parts.at(-1)).toMatchObject({ type: 'text', text: 'Here is the **core** board.' });

    // The second step's prompt: the tool's text, and not a trace of its UI.
    expect(model.doStreamCalls).toHaveLength(2);
    const prompt = model.doStreamCalls[1]?.prompt;
    expect(JSON.stringify(prompt)).toContain('The core board has 3 cards.');
    expectNoUI(prompt);

    // A saved thread sent back: convertToModelMessages drops the data part too.
    const history = await convertToModelMessages([...messages, message]);
    expect(JSON.stringify(history)).toContain('The core board has 3 cards.');
    expectNoUI(history);
  });

  it('a fail(...) and a throw reach the model as their error text; the cards show output-error', async () => {
    const refuse = defineTool({ name: 'refuse', description: 'r', parameters: { type: 'object' }, execute: () => fail('no board for team "x"') });
    const crash = defineTool({
      name: 'crash',
      description: 'c',
      parameters: { type: 'object' },
      execute: () => {
        throw new Error('database offline');
      },
    });
    const model = scriptedModel([callTool('f1', 'refuse', {}), callTool('t1', 'crash', {}), reply('Sorry.')]);
    const message = await turn([user('try')], { model, tools: [refuse, crash] });

    expect(toolPart(message, 'f1')).toMatchObject({ state: 'output-error', errorText: 'no board for team "x"' });
    expect(toolPart(message, 't1')).toMatchObject({ state: 'output-error', errorText: 'tool "crash" failed: database offline' });
    expect(dataParts(message)).toEqual([]);

    const results = (model.doStreamCalls[2]?.prompt ?? [])
      .filter((m) => m.role === 'tool')
      .flatMap((m) => m.content)
      .map((part) => (part.type === 'tool-result' ? part.output : part));
    expect(results).toEqual([
      { type: 'error-text', value: 'no board for team "x"' },
      { type: 'error-text', value: 'tool "crash" failed: database offline' },
    ]);
    // And the same text after a reload, from the saved parts.
    const history = JSON.stringify(await convertToModelMessages([user('try'), message]));
    expect(history).toContain(JSON.stringify({ type: 'error-text', value: 'no board for team "x"' }));
  });

  it('arguments that break the schema are output-error with the validation message, and execute never runs', async () => {
    const execute = vi.fn(() => 'ran');
    const strict = defineTool({ ...showBoard, name: 'strict', execute });
    const model = scriptedModel([callTool('v1', 'strict', { team: 42 }), reply('Let me fix that.')]);
    const message = await turn([user('go')], { model, tools: [strict] });

    const part = toolPart(message, 'v1');
    expect(part).toMatchObject({ state: 'output-error' });
    expect(part && 'errorText' in part ? part.errorText : '').toMatch(/^invalid arguments for tool "strict": .*team/);
    expect(execute).not.toHaveBeenCalled();
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain('invalid arguments for tool \\"strict\\"');
  });

  it('the turn’s abort signal reaches the Cameo tool’s signal, and the turn ends without a result', async () => {
    const turnAbort = new AbortController();
    let seen: ToolContext['signal'] | undefined;
    const slow = defineTool({
      name: 'slow',
      description: 's',
      parameters: { type: 'object' },
      execute: (_a, _c, _args, { signal }) => {
        seen = signal;
        turnAbort.abort();
        return new Promise<string>(() => {});
      },
    });
    const model = scriptedModel([callTool('s1', 'slow', {}), reply('never')]);
    const message = await turn([user('wait')], { model, tools: [slow], abortSignal: turnAbort.signal });
    expect(seen?.aborted).toBe(true);
    // The SDK ends an aborted turn where it stands: no output, and no further model step.
    expect(toolPart(message, 's1')?.state).toBe('input-available');
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it('a timeout is an error for the model', async () => {
    const hang = defineTool({ name: 'hang', description: 'h', parameters: { type: 'object' }, execute: () => new Promise<string>(() => {}) });
    const model = scriptedModel([callTool('h1', 'hang', {}), reply('Gave up.')]);
    const message = await turn([user('hang')], { model, tools: [hang], timeoutMs: 5 });
    expect(toolPart(message, 'h1')).toMatchObject({ state: 'output-error', errorText: 'tool "hang" timed out after 5 ms' });
  });

  it('a route’s onError redacts the card’s error text unless redactToolErrors is false (as the docs say)', async () => {
    const refuse = defineTool({ name: 'refuse', description: 'r', parameters: { type: 'object' }, execute: () => fail('quota exceeded') });
    const onError = () => 'Something went wrong.';
    const redacted = await turn([user('a')], { model: scriptedModel([callTool('r1', 'refuse', {}), reply('ok')]), tools: [refuse], uiStream: { onError } });
    expect(toolPart(redacted, 'r1')).toMatchObject({ state: 'output-error', errorText: 'Something went wrong.' });
    const kept = await turn([user('a')], {
      model: scriptedModel([callTool('r1', 'refuse', {}), reply('ok')]),
      tools: [refuse],
      uiStream: { onError, redactToolErrors: false },
    });
    expect(toolPart(kept, 'r1')).toMatchObject({ state: 'output-error', errorText: 'quota exceeded' });
  });
});

describe('toAISDKTools: needsApproval through the AI SDK’s chat', () => {
  function deployChat() {
    const execute = vi.fn((_agentId: string, _callId: string, args: { version: string }) =>
      ok(`Deployed ${args.version}.`, { kind: 'text', text: `Release ${args.version} is live` }),
    );
    const deploy = defineTool({
      name: 'deploy',
      description: 'Deploys a release',
      parameters: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'] },
      needsApproval: true,
      execute,
    });
    const model = scriptedModel([callTool('d1', 'deploy', { version: '2.1' }), reply('Done.')]);
    const chat = new TestChat({
      transport: inProcessTransport(chatRoute({ model, tools: [deploy] })),
      sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    });
    return { chat, model, execute };
  }

  async function askToDeploy(chat: TestChat) {
    await chat.sendMessage({ text: 'deploy 2.1' });
    const last = chat.lastMessage;
    const part = last && toolPart(last, 'd1');
    expect(part).toMatchObject({ type: 'tool-deploy', state: 'approval-requested', input: { version: '2.1' } });
    return part && 'approval' in part && part.approval ? part.approval.id : '';
  }

  it('the first turn stops at approval-requested without running the tool', async () => {
    const { chat, model, execute } = deployChat();
    await askToDeploy(chat);
    expect(execute).not.toHaveBeenCalled();
    expect(model.doStreamCalls).toHaveLength(1);
    expect(chat.status).toBe('ready');
  });

  it('approved: the next request runs the tool, the card completes with its UI, the model reads only the text', async () => {
    const { chat, model, execute } = deployChat();
    const approvalId = await askToDeploy(chat);
    await chat.addToolApprovalResponse({ id: approvalId, approved: true });
    await vi.waitFor(() => expect(chat.lastMessage?.parts.at(-1)).toMatchObject({ type: 'text', text: 'Done.' }));

    expect(execute).toHaveBeenCalledTimes(1);
    const message = chat.lastMessage!;
    expect(toolPart(message, 'd1')).toMatchObject({ state: 'output-available', output: 'Deployed 2.1.', approval: { id: approvalId, approved: true } });
    expect(dataParts(message)).toEqual([
      { type: CAMEO_UI_PART, id: 'cameo-ui-d1', data: { toolCallId: 'd1', ui: { kind: 'text', text: 'Release 2.1 is live' } } },
    ]);
    const prompt = JSON.stringify(model.doStreamCalls[1]?.prompt);
    expect(prompt).toContain('Deployed 2.1.');
    expect(prompt).not.toContain('is live');
    expect(prompt).not.toContain('cameo-ui');
  });

  it('denied: the card is output-denied and the tool never runs', async () => {
    const { chat, model, execute } = deployChat();
    const approvalId = await askToDeploy(chat);
    await chat.addToolApprovalResponse({ id: approvalId, approved: false, reason: 'not today' });
    await vi.waitFor(() => expect(chat.lastMessage?.parts.at(-1)).toMatchObject({ type: 'text', text: 'Done.' }));

    expect(execute).not.toHaveBeenCalled();
    expect(toolPart(chat.lastMessage!, 'd1')).toMatchObject({ state: 'output-denied', approval: { id: approvalId, approved: false } });
    expect(dataParts(chat.lastMessage!)).toEqual([]);
    // The model learns of the refusal from the tool result the SDK writes for it.
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain('execution-denied');
  });
});
