import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4Prompt, LanguageModelV4StreamPart } from './modelTypes';
import { delay } from '../../src/core/delay';
import { planTurn } from './planTurn';
import { readTurn } from './readTurn';
import { writeReply } from './writeReply';

export interface ScriptedModelOptions {
  /** Pause before the model answers, in ms, to look like thinking. Default 300. */
  thinkMs?: number;
  /** Pause between streamed tokens (words of the reply, chunks of arguments), in ms. Default 30. */
  tokenMs?: number;
  /** Called with each call's options before the model answers: what it was given, prompt first. */
  onCall?: (options: LanguageModelV4CallOptions) => void;
  /** Ids for the tool calls it makes. Default random. */
  generateId?: () => string;
}

/** What the model does on one step: call tools, or write the reply. */
export type ScriptedStep =
  | { kind: 'calls'; calls: { toolCallId: string; toolName: string; input: string }[] }
  | { kind: 'reply'; text: string };

type Usage = Extract<LanguageModelV4StreamPart, { type: 'finish' }>['usage'];

/** Argument JSON streams in pieces this long, so a tool card shows its arguments growing. */
const ARGS_CHUNK = 8;

/**
 * The demo's embedded model: a real AI SDK language model (specification v4) with a script for a
 * brain, so `npm run dev` runs the full `streamText` loop with no key and no network. On a new
 * user message it calls the demo's tools that the message's keywords pick (`planTurn`); once the
 * results are back in its prompt, it streams a markdown reply about them word by word. Approval is
 * not its business: the deploy tool declares `needsApproval`, and the AI SDK asks.
 */
export function createScriptedModel({
  thinkMs = 300,
  tokenMs = 30,
  onCall,
  generateId = () => `call_${crypto.randomUUID().slice(0, 8)}`,
}: ScriptedModelOptions = {}): LanguageModelV4 {
  const decide = (options: LanguageModelV4CallOptions) => {
    onCall?.(options);
    const offered = new Set((options.tools ?? []).map((tool) => tool.name));
    return scriptStep(options.prompt, offered, generateId);
  };
  return {
    specificationVersion: 'v4',
    provider: 'cameo-demo',
    modelId: 'scripted',
    supportedUrls: {},
    async doGenerate(options) {
      const step = decide(options);
      const content: LanguageModelV4Content[] =
        step.kind === 'calls' ? step.calls.map((call) => ({ type: 'tool-call', ...call })) : [{ type: 'text', text: step.text }];
      return { content, finishReason: finishReason(step), usage: usage(options.prompt, step), warnings: [] };
    },
    async doStream(options) {
      const step = decide(options);
      return { stream: toStream(streamStep(step, options, { thinkMs, tokenMs })) };
    },
  };
}

/**
 * The script: from a prompt (and the tools on offer) to the next step. No tool call yet since the
 * last user message means "call tools"; calls with their results mean "write the reply".
 */
export function scriptStep(prompt: LanguageModelV4Prompt, offered: ReadonlySet<string>, generateId: () => string): ScriptedStep {
  const turn = readTurn(prompt);
  const plan = planTurn(turn.userText);
  if (turn.calls.length > 0) return { kind: 'reply', text: writeReply(plan, turn.calls) };
  const calls = plan.calls.filter((call) => offered.has(call.name));
  if (calls.length === 0) return { kind: 'reply', text: "I have no tools for that in this conversation, so I can't look it up." };
  return {
    kind: 'calls',
    calls: calls.map((call) => ({ toolCallId: generateId(), toolName: call.name, input: JSON.stringify(call.args) })),
  };
}

async function* streamStep(
  step: ScriptedStep,
  { prompt, abortSignal }: LanguageModelV4CallOptions,
  { thinkMs, tokenMs }: { thinkMs: number; tokenMs: number },
): AsyncGenerator<LanguageModelV4StreamPart> {
  yield { type: 'stream-start', warnings: [] };
  yield { type: 'response-metadata', id: `scripted-${Date.now()}`, modelId: 'scripted', timestamp: new Date() };
  await delay(thinkMs, abortSignal);
  if (step.kind === 'calls') {
    for (const call of step.calls) {
      yield { type: 'tool-input-start', id: call.toolCallId, toolName: call.toolName };
      for (let at = 0; at < call.input.length; at += ARGS_CHUNK) {
        await delay(tokenMs, abortSignal);
        yield { type: 'tool-input-delta', id: call.toolCallId, delta: call.input.slice(at, at + ARGS_CHUNK) };
      }
      yield { type: 'tool-input-end', id: call.toolCallId };
      yield { type: 'tool-call', ...call };
    }
  } else {
    yield { type: 'text-start', id: 'reply' };
    for (const token of step.text.split(/(?<=\s)/)) {
      await delay(tokenMs, abortSignal);
      yield { type: 'text-delta', id: 'reply', delta: token };
    }
    yield { type: 'text-end', id: 'reply' };
  }
  yield { type: 'finish', finishReason: finishReason(step), usage: usage(prompt, step) };
}

function finishReason(step: ScriptedStep) {
  return step.kind === 'calls' ? { unified: 'tool-calls' as const, raw: 'tool_calls' } : { unified: 'stop' as const, raw: 'stop' };
}

/** Rough token counts (four characters a token), so usage displays look plausible. */
function usage(prompt: LanguageModelV4Prompt, step: ScriptedStep): Usage {
  const input = Math.ceil(JSON.stringify(prompt).length / 4);
  const output = Math.ceil((step.kind === 'calls' ? JSON.stringify(step.calls) : step.text).length / 4);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** A pull-driven stream over the generator, so a cancelled read stops the script's timers. */
function toStream<T>(parts: AsyncGenerator<T>): ReadableStream<T> {
  return new ReadableStream<T>({
    async pull(controller) {
      try {
        const { value, done } = await parts.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
