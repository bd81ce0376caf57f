// @vitest-environment node
import {
  convertToModelMessages,
  createUIMessageStream,
  readUIMessageStream,
  stepCountIs,
  streamText,
  type UIMessageChunk,
} from 'ai';
import { createScriptedModel } from '../../demo/agent/createScriptedModel';
import type { LanguageModelV4CallOptions } from '../../demo/agent/modelTypes';
import { createDemoTools } from '../../demo/tools/createDemoTools';
import { toAISDKTools, type CameoUIMessage } from '../../src/ai-sdk/server';

const BOARD = { cards: [{ id: 'c1', title: 'Draft the launch email', column: 'todo' as const, assignee: null }] };

/** One request's worth of the chat route: the real `streamText` loop over the demo's tools. */
async function runTurn(messages: CameoUIMessage[], calls: LanguageModelV4CallOptions[]) {
  let ids = 0;
  const model = createScriptedModel({ thinkMs: 0, tokenMs: 0, onCall: (options) => calls.push(options), generateId: () => `call_${++ids}` });
  const chunks: UIMessageChunk[] = [];
  const stream = createUIMessageStream<CameoUIMessage>({
    originalMessages: messages,
    execute: async ({ writer }) => {
      const result = streamText({
        model,
        messages: await convertToModelMessages(messages),
        tools: toAISDKTools(createDemoTools(async () => BOARD), { writer }),
        stopWhen: stepCountIs(6),
      });
      writer.merge(result.toUIMessageStream());
    },
  });
  const last = messages.at(-1);
  let message: CameoUIMessage | undefined;
  const [forReading, forCounting] = stream.tee();
  const counting = (async () => {
    for await (const chunk of forCounting) chunks.push(chunk as UIMessageChunk);
  })();
  for await (const next of readUIMessageStream<CameoUIMessage>({ stream: forReading, ...(last?.role === 'assistant' ? { message: last } : {}) })) {
    message = next;
  }
  await counting;
  if (!message) throw new Error('the stream produced no message');
  return { message, chunks };
}

const user = (text: string): CameoUIMessage => ({ id: `u-${text}`, role: 'user', parts: [{ type: 'text', text }] });

const textOf = (message: CameoUIMessage) =>
  message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('');

const toolParts = (message: CameoUIMessage) =>
  message.parts.flatMap((part) => (part.type.startsWith('tool-') && 'state' in part ? [{ type: part.type, state: part.state }] : []));

describe('createScriptedModel: the demo embedded model, through the real streamText loop', () => {
  it('calls the tools the message asks for, then streams a markdown reply about their results', async () => {
    const calls: LanguageModelV4CallOptions[] = [];
    const { message, chunks } = await runTurn([user('Weather in Paris, and Q2 sales?')], calls);

    expect(toolParts(message)).toEqual([
      { type: 'tool-get_weather', state: 'output-available' },
      { type: 'tool-show_sales', state: 'output-available' },
    ]);
    const reply = textOf(message);
    expect(reply).toMatch(/^I ran \*\*2 tools\*\*:/);
    expect(reply).toContain('- Paris: ');
    expect(reply).toContain('Q2 revenue');
    // Word by word, as a real model streams.
    expect(chunks.filter((chunk) => chunk.type === 'text-delta').length).toBeGreaterThan(10);
    // The arguments stream too, so the card can show them growing.
    expect(chunks.filter((chunk) => chunk.type === 'tool-input-delta').length).toBeGreaterThan(2);
    // One call to pick the tools, one to write the reply.
    expect(calls).toHaveLength(2);
  });

  it('gets the tools text only: the UI went to the page as data-cameo-ui parts, never into its prompts', async () => {
    const calls: LanguageModelV4CallOptions[] = [];
    const { message } = await runTurn([user('Q3 sales please')], calls);

    const ui = message.parts.filter((part) => part.type === 'data-cameo-ui');
    expect(ui).toHaveLength(1);
    expect(JSON.stringify(ui)).toContain('Open Q3 sales chart');

    const prompts = JSON.stringify(calls.map((call) => call.prompt));
    expect(prompts).toContain('Q3 revenue');
    for (const leak of ['cameo-ui', 'Open Q3 sales chart', 'sales-chart', '"widget"', '"rows"']) expect(prompts).not.toContain(leak);
  });

  it('stops at the deploy for approval, runs it once approved, and writes the reply after it', async () => {
    const calls: LanguageModelV4CallOptions[] = [];
    const first = await runTurn([user('Deploy 2.4.1 to staging')], calls);
    const asked = first.message.parts.find((part) => part.type === 'tool-deploy_release');
    expect(asked).toMatchObject({ state: 'approval-requested', input: { version: '2.4.1', environment: 'staging' } });
    expect(textOf(first.message)).toBe('');
    expect(calls).toHaveLength(1);

    const approved = answer(first.message, true);
    const second = await runTurn([user('Deploy 2.4.1 to staging'), approved], calls);
    expect(toolParts(second.message)).toEqual([{ type: 'tool-deploy_release', state: 'output-available' }]);
    expect(second.message.id).toBe(first.message.id);
    expect(textOf(second.message)).toContain('Deployed 2.4.1 to staging: 4 steps done.');
    expect(calls).toHaveLength(2);
  });

  it('says so when the human denied the deploy, which never ran', async () => {
    const calls: LanguageModelV4CallOptions[] = [];
    const first = await runTurn([user('Deploy 2.4.1')], calls);
    const second = await runTurn([user('Deploy 2.4.1'), answer(first.message, false)], calls);
    expect(toolParts(second.message)).toEqual([{ type: 'tool-deploy_release', state: 'output-denied' }]);
    expect(second.message.parts.some((part) => part.type === 'data-cameo-ui')).toBe(false);
    expect(textOf(second.message)).toContain('`deploy_release` **was not run**');
  });

  it('reports a failing tool by its error text', async () => {
    const { message } = await runTurn([user('Make SKU-1042 fail')], []);
    expect(toolParts(message)).toEqual([{ type: 'tool-check_inventory', state: 'output-error' }]);
    expect(textOf(message)).toContain("`check_inventory` **didn't work**; what it said is below.");
    // The error's own words, quoted as a code block.
    expect(textOf(message)).toMatch(/\n```text\n[^\n]*inventory service unreachable while looking up SKU-1042[^\n]*\n```$/);
  });

  it('falls back to a sample, with hints, when no keyword matches', async () => {
    const { message } = await runTurn([user('hello there')], []);
    expect(toolParts(message).map((part) => part.type)).toEqual(['tool-get_weather', 'tool-show_sales']);
    expect(textOf(message)).toContain('no keyword matched');
  });

  it('answers in words when the tools it would pick are not on offer', async () => {
    const model = createScriptedModel({ thinkMs: 0, tokenMs: 0 });
    const result = streamText({ model, prompt: 'weather in Oslo' });
    expect(await result.text).toBe("I have no tools for that in this conversation, so I can't look it up.");
  });

  it('stops streaming when the call is aborted', async () => {
    const model = createScriptedModel({ thinkMs: 0, tokenMs: 20 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const result = streamText({
      model,
      prompt: 'weather in Oslo',
      abortSignal: controller.signal,
      tools: {},
      onError: () => {},
    });
    // The reply has dozens of words; abort after the first few.
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') deltas.push(part.text);
      if (deltas.length === 3) controller.abort();
    }
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.length).toBeLessThan(8);
  });
});

/** What `useChat`'s `addToolApprovalResponse` does to the message awaiting an answer. */
function answer(message: CameoUIMessage, approved: boolean): CameoUIMessage {
  return {
    ...message,
    parts: message.parts.map((part) =>
      part.type.startsWith('tool-') && 'state' in part && part.state === 'approval-requested'
        ? { ...part, state: 'approval-responded', approval: { id: part.approval.id, approved } }
        : part,
    ),
  } as CameoUIMessage;
}
