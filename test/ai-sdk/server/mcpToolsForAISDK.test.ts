// @vitest-environment node
import { convertToModelMessages, createUIMessageStream, readUIMessageStream, stepCountIs, streamText, type UIMessage } from 'ai';
import type { MockLanguageModelV4 } from 'ai/test';
import { fromUIMessages } from '../../../src/ai-sdk';
import { CAMEO_UI_PART, mcpToolsForAISDK, type CameoUIChunk } from '../../../src/ai-sdk/server';
import { connect, FORECAST_URI, weatherServer } from '../../mcp-apps/mcpTestServer';
import { callTool, reply, scriptedModel } from './aiSdkHarness';

const user = (text: string): UIMessage => ({ id: `u-${text}`, role: 'user', parts: [{ type: 'text', text }] });

/** One turn of a chat route whose tools are the MCP server's, read back as the client would. */
async function turn(client: Parameters<typeof mcpToolsForAISDK>[0], model: MockLanguageModelV4, messages: UIMessage[]): Promise<UIMessage> {
  const stream = createUIMessageStream<UIMessage>({
    originalMessages: messages,
    execute: async ({ writer }) => {
      const tools = await mcpToolsForAISDK(client, { writer, widget: 'mcp-app' });
      const result = streamText({ model, tools, messages: await convertToModelMessages(messages, { tools }), stopWhen: stepCountIs(3) });
      writer.merge(result.toUIMessageStream({ originalMessages: messages }));
    },
  });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream<UIMessage>({ stream })) last = message;
  if (last === undefined) throw new Error('the turn streamed no message');
  return last;
}

describe('mcpToolsForAISDK', () => {
  let server: Awaited<ReturnType<typeof connect>>;
  beforeEach(async () => {
    server = await connect(weatherServer());
  });
  afterEach(() => server.close());

  it('gives the model the server’s tools with their schemas, leaving out app-only ones', async () => {
    const tools = await mcpToolsForAISDK(server.client, { writer: { write: () => {} }, widget: 'mcp-app' });
    expect(Object.keys(tools).sort()).toEqual(['broken_forecast', 'echo', 'legacy_card', 'show_forecast', 'slow_forecast']);
    expect(tools.show_forecast).toMatchObject({ description: 'Shows the forecast for a city' });
    expect((tools.show_forecast?.inputSchema as { jsonSchema: unknown }).jsonSchema).toMatchObject({
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    });
    const some = await mcpToolsForAISDK(server.client, { writer: { write: () => {} }, widget: 'w', filter: (tool) => tool.name === 'echo' });
    expect(Object.keys(some)).toEqual(['echo']);
  });

  it('runs a whole turn: the model reads the text and no UI, the message carries the launcher', async () => {
    const model = scriptedModel([callTool('call-1', 'show_forecast', { city: 'Lyon' }), reply('It is sunny in Lyon.')]);
    const message = await turn(server.client, model, [user('Weather in Lyon?')]);

    const launchers = message.parts.filter((part) => part.type === CAMEO_UI_PART);
    expect(launchers).toEqual([
      {
        type: CAMEO_UI_PART,
        id: 'cameo-ui-call-1',
        data: {
          toolCallId: 'call-1',
          ui: {
            kind: 'widget',
            label: 'Show the forecast',
            widget: 'mcp-app',
            data: expect.objectContaining({
              resourceUri: FORECAST_URI,
              toolName: 'show_forecast',
              structuredContent: { city: 'Lyon', temperature: 21, sky: 'sunny' },
              input: { city: 'Lyon' },
            }),
          },
        },
      },
    ]);
    expect(message.parts).toContainEqual(expect.objectContaining({ type: 'tool-show_forecast', state: 'output-available', output: 'Sunny in Lyon, 21°C.' }));
    expect(message.parts).toContainEqual(expect.objectContaining({ type: 'text', text: 'It is sunny in Lyon.' }));

    // The second step's prompt: the tool's text is there, nothing of the view is.
    const prompt = JSON.stringify(model.doStreamCalls[1]?.prompt);
    expect(prompt).toContain('Sunny in Lyon, 21°C.');
    for (const hidden of ['ui://', 'cameo-ui', 'mcp-app', 'structuredContent', 'sunny"']) expect(prompt).not.toContain(hidden);

    // Cameo's transcript of the turn: the call, its text result, and the launcher linked to it.
    const entries = fromUIMessages([user('Weather in Lyon?'), message]);
    expect(entries).toContainEqual(expect.objectContaining({ type: 'tool_result', toolCallId: 'call-1', content: 'Sunny in Lyon, 21°C.' }));
    expect(entries).toContainEqual(
      expect.objectContaining({ type: 'ui', toolCallId: 'call-1', ui: expect.objectContaining({ label: 'Show the forecast', widget: 'mcp-app' }) }),
    );

    // And the next turn, built from the saved message, still tells the model nothing of it.
    const next = await convertToModelMessages([user('Weather in Lyon?'), message]);
    expect(JSON.stringify(next)).not.toContain(FORECAST_URI);
  });

  it('turns an isError result into the tool’s error text for the model and the card, with no launcher', async () => {
    const model = scriptedModel([callTool('call-2', 'broken_forecast', {}), reply('Sorry.')]);
    const message = await turn(server.client, model, [user('Weather?')]);
    expect(message.parts.filter((part) => part.type === CAMEO_UI_PART)).toEqual([]);
    expect(message.parts).toContainEqual(
      expect.objectContaining({ type: 'tool-broken_forecast', state: 'output-error', errorText: 'The weather service is down.' }),
    );
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain('The weather service is down.');
  });

  it('writes no part for a tool without UI, and the MCP-UI form as a legacy launcher', async () => {
    const chunks: CameoUIChunk[] = [];
    const tools = await mcpToolsForAISDK(server.client, { writer: { write: (chunk) => chunks.push(chunk) }, widget: 'mcp-app' });
    const options = { messages: [], context: undefined };
    expect(await tools.echo?.execute?.({ text: 'hi' }, { ...options, toolCallId: 'e1' })).toBe('hi');
    expect(chunks).toEqual([]);
    expect(await tools.legacy_card?.execute?.({}, { ...options, toolCallId: 'l1' })).toBe('Here is your card.');
    expect(chunks).toEqual([
      {
        type: CAMEO_UI_PART,
        id: 'cameo-ui-l1',
        data: { toolCallId: 'l1', ui: expect.objectContaining({ data: expect.objectContaining({ legacy: true, resourceUri: 'ui://legacy/card' }) }) },
      },
    ]);
  });

  it('passes the call’s abort signal on: aborting cancels the MCP request on the server', async () => {
    const started = vi.fn();
    const cancelled = vi.fn();
    const own = await connect(weatherServer({ started, cancelled }));
    try {
      const tools = await mcpToolsForAISDK(own.client, { writer: { write: () => {} }, widget: 'mcp-app' });
      const controller = new AbortController();
      const run = tools.slow_forecast?.execute?.({}, { toolCallId: 's1', messages: [], context: undefined, abortSignal: controller.signal });
      await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
      expect(cancelled).not.toHaveBeenCalled();
      controller.abort(new Error('the person stopped the turn'));
      await expect(run).rejects.toThrow('the person stopped the turn');
      await vi.waitFor(() => expect(cancelled).toHaveBeenCalledOnce());
    } finally {
      await own.close();
    }
  });

  it('throws the protocol error’s text when the call itself fails (a closed connection)', async () => {
    const tools = await mcpToolsForAISDK(server.client, { writer: { write: () => {} }, widget: 'mcp-app' });
    await server.close();
    const run = tools.echo?.execute?.({ text: 'hi' }, { toolCallId: 'c1', messages: [], context: undefined });
    await expect(run).rejects.toSatisfy((error: Error) => error.toString() === error.message && error.message !== '');
  });
});
