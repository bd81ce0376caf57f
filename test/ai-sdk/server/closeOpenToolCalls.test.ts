import { createUIMessageStreamResponse, type UIMessage } from 'ai';
import { defineTool, ok } from '../../../src/agent';
import { closeOpenToolCalls, STOPPED_TOOL_CALL } from '../../../src/ai-sdk/server';
import { inProcessTransport, reply, scriptedModel, TestChat, turnStream } from './aiSdkHarness';

const search = defineTool({ name: 'search', description: 'Searches', parameters: { type: 'object' }, execute: () => ok('Found it.') });

/** A thread whose first answer was stopped twice over: once mid-arguments, once mid-run. */
const stopped: UIMessage[] = [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Search twice' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      { type: 'step-start' },
      { type: 'tool-search', toolCallId: 'c1', state: 'input-available', input: { query: 'Q3' } },
      { type: 'tool-search', toolCallId: 'c2', state: 'input-streaming', input: undefined },
    ],
  },
];

/** Sends one more message after the stopped turn, through a route that closes open calls or not. */
async function sendAfterStop(close: boolean) {
  const model = scriptedModel([reply('Here is the weather.')]);
  const route = async (request: Request) => {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    return createUIMessageStreamResponse({ stream: turnStream(close ? closeOpenToolCalls(messages) : messages, { model, tools: [search] }) });
  };
  const errors: Error[] = [];
  const chat = new TestChat({ transport: inProcessTransport(route), onError: (error) => errors.push(error) });
  // The thread as the Stop left it (the test state ignores initial messages).
  chat.messages = stopped;
  await chat.sendMessage({ text: 'What is the weather?' });
  return { chat, model, errors };
}

const textOf = (message: UIMessage | undefined) => message?.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('') ?? '';

describe('closeOpenToolCalls in a chat route', () => {
  it('without it, the next message after a Stop fails: the SDK refuses a call without a result', async () => {
    // The SDK logs its MissingToolResultsError; the person reads only "An error occurred."
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat, model, errors } = await sendAfterStop(false);
    expect(chat.status).toBe('error');
    expect(errors.map(String)).toEqual(['Error: An error occurred.']);
    expect(model.doStreamCalls).toHaveLength(0);
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/MissingToolResults/);
    logged.mockRestore();
  });

  it('with it, the next message is answered and the model reads that both calls were stopped', async () => {
    const { chat, model, errors } = await sendAfterStop(true);
    expect(errors).toEqual([]);
    expect(textOf(chat.lastMessage)).toBe('Here is the weather.');
    const prompt = JSON.stringify(model.doStreamCalls[0]?.prompt);
    expect(prompt.split(STOPPED_TOOL_CALL).length - 1).toBe(2);
  });

  it('leaves finished calls and messages without open calls as they are', () => {
    const done: UIMessage = { id: 'a2', role: 'assistant', parts: [{ type: 'tool-search', toolCallId: 'c3', state: 'output-available', input: {}, output: 'x' }] };
    const closed = closeOpenToolCalls([...stopped, done]);
    expect(closed[0]).toBe(stopped[0]);
    expect(closed[2]).toBe(done);
    expect(closed[1]?.parts.slice(1)).toEqual([
      { type: 'tool-search', toolCallId: 'c1', state: 'output-error', input: { query: 'Q3' }, errorText: STOPPED_TOOL_CALL },
      { type: 'tool-search', toolCallId: 'c2', state: 'output-error', input: {}, errorText: STOPPED_TOOL_CALL },
    ]);
  });
});
