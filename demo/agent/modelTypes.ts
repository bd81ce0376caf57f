import type { LanguageModel } from 'ai';

// `ai` exports the `LanguageModel` union but not the V4 interface's own names (they live in
// `@ai-sdk/provider`, which the demo does not depend on directly), so they are read off it here.

/** The language model interface a provider implements (specification version 4). */
export type LanguageModelV4 = Extract<LanguageModel, { specificationVersion: 'v4' }>;
/** What `streamText` passes to the model on each step. */
export type LanguageModelV4CallOptions = Parameters<LanguageModelV4['doStream']>[0];
/** The messages the model receives: the whole of its view of the conversation. */
export type LanguageModelV4Prompt = LanguageModelV4CallOptions['prompt'];
/** One part of a model's streamed answer. */
export type LanguageModelV4StreamPart =
  Awaited<ReturnType<LanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer Part> ? Part : never;
/** One part of a model's whole (not streamed) answer. */
export type LanguageModelV4Content = Awaited<ReturnType<LanguageModelV4['doGenerate']>>['content'][number];
