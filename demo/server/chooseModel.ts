import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createScriptedModel, type ScriptedModelOptions } from '../agent/createScriptedModel';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_MODEL = 'gpt-4o-mini';

export interface ChooseModelOptions {
  /** Where the settings come from. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** For the embedded model, when it is the one chosen. */
  scripted?: ScriptedModelOptions;
  /** The real model's HTTP client (tests answer with it). Default the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

export interface ChosenModel {
  model: LanguageModel;
  /** True for the scripted model that needs no key. */
  embedded: boolean;
  /** Which model it is, for the dev server's log. Never holds the key. */
  description: string;
}

/**
 * The demo's model. With no `OPENAI_API_KEY`, the embedded scripted one, so a fresh clone works
 * offline. With a key, a real model through `@ai-sdk/openai-compatible`: `OPENAI_BASE_URL` picks
 * the server (any OpenAI-compatible one, a local one too) and `CAMEO_MODEL` the model.
 */
export function chooseModel({ env = process.env, scripted, fetch }: ChooseModelOptions = {}): ChosenModel {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) {
    return {
      model: createScriptedModel(scripted),
      embedded: true,
      description: 'the embedded scripted model (set OPENAI_API_KEY to use a real one)',
    };
  }
  const baseURL = env.OPENAI_BASE_URL?.trim() || DEFAULT_BASE_URL;
  const modelId = env.CAMEO_MODEL?.trim() || DEFAULT_MODEL;
  const provider = createOpenAICompatible({ name: 'openai', baseURL, apiKey, ...(fetch ? { fetch } : {}) });
  return {
    model: provider.chatModel(modelId),
    embedded: false,
    description: `${modelId} at ${displayUrl(baseURL)} (OpenAI-compatible)`,
  };
}

/** The base URL without any credentials it might carry, fit for a log. */
function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed.href.replace(/\/+$/, '');
  } catch {
    return '(an invalid OPENAI_BASE_URL)';
  }
}
