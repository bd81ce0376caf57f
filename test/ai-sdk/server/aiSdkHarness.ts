/**
 * The real AI SDK around Cameo tools, for tests: a scripted `MockLanguageModelV4`, a chat route
 * as an app would write it (`createUIMessageStream` + `streamText` + `toAISDKTools`), and a chat
 * (`AbstractChat` with a plain state) whose `DefaultChatTransport` fetches that route in-process.
 * Shared by the node tests here and the Chromium test, so only web APIs are used.
 */
import {
  AbstractChat,
  DefaultChatTransport,
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type ChatState,
  type ChatStatus,
  type UIMessage,
} from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { AnyTool } from '../../../src/agent/Tool';
import type { ToolSet } from '../../../src/agent/createToolSet';
import { toAISDKTools } from '../../../src/ai-sdk/toAISDKTools';

/** A chunk a V4 model streams (read off the mock, as `ai` does not re-export the provider types). */
export type ModelChunk = Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** One model step that calls a tool and stops for its result. */
export function callTool(toolCallId: string, toolName: string, input: unknown): ModelChunk[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-call', toolCallId, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ];
}

/** One model step that answers in text, streamed in the given pieces. */
export function reply(...deltas: string[]): ModelChunk[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ];
}

/** A model that plays `steps` in order, one per `doStream` call (every call recorded). */
export function scriptedModel(steps: ModelChunk[][]): MockLanguageModelV4 {
  let next = 0;
  return new MockLanguageModelV4({
    doStream: async () => {
      const step = steps[next++];
      if (step === undefined) throw new Error(`the script has no step ${next}`);
      return { stream: readableOf(step) };
    },
  });
}

function readableOf<T>(items: readonly T[]): ReadableStream<T> {
  return new ReadableStream({
    start(controller) {
      for (const item of items) controller.enqueue(item);
      controller.close();
    },
  });
}

export interface RouteOptions {
  model: MockLanguageModelV4;
  tools: ToolSet | readonly AnyTool[];
  maxSteps?: number;
  timeoutMs?: number;
  /** Aborts the turn (the route passes it to `streamText`, which hands it to each tool). */
  abortSignal?: AbortSignal;
  /** What the route passes to `toUIMessageStream` besides the original messages. */
  uiStream?: { onError?: (error: unknown) => string; redactToolErrors?: boolean };
}

/** The UI message chunks of one turn over `messages`, as the route streams them. */
export function turnStream(messages: UIMessage[], options: RouteOptions): ReadableStream {
  return createUIMessageStream<UIMessage>({
    originalMessages: messages,
    execute: async ({ writer }) => {
      const tools = toAISDKTools(options.tools, { writer, timeoutMs: options.timeoutMs });
      const result = streamText({
        model: options.model,
        tools,
        messages: await convertToModelMessages(messages, { tools }),
        stopWhen: stepCountIs(options.maxSteps ?? 5),
        abortSignal: options.abortSignal,
      });
      writer.merge(result.toUIMessageStream({ ...options.uiStream, originalMessages: messages }));
    },
  });
}

/** A chat route as an app writes it: `{ messages }` in, the UI message stream out as SSE. */
export function chatRoute(options: RouteOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    return createUIMessageStreamResponse({ stream: turnStream(messages, options) });
  };
}

/** A transport that sends every request to `route` in-process instead of over the network. */
export function inProcessTransport(route: (request: Request) => Promise<Response>): DefaultChatTransport<UIMessage> {
  return new DefaultChatTransport<UIMessage>({
    api: 'http://cameo.test/api/chat',
    fetch: (input, init) => route(new Request(input, init)),
  });
}

class PlainChatState implements ChatState<UIMessage> {
  status: ChatStatus = 'ready';
  error: Error | undefined = undefined;
  messages: UIMessage[] = [];
  pushMessage = (message: UIMessage) => {
    this.messages = [...this.messages, message];
  };
  popMessage = () => {
    this.messages = this.messages.slice(0, -1);
  };
  replaceMessage = (index: number, message: UIMessage) => {
    this.messages = this.messages.map((old, i) => (i === index ? message : old));
  };
  snapshot = <T>(thing: T): T => structuredClone(thing);
}

/** The AI SDK's own chat logic (what `useChat` wraps) over a plain state. */
export class TestChat extends AbstractChat<UIMessage> {
  constructor(init: Omit<ConstructorParameters<typeof AbstractChat<UIMessage>>[0], 'state'>) {
    super({ ...init, state: new PlainChatState() });
  }
}
