// @vitest-environment node
import { generateText } from 'ai';
import { chooseModel, DEFAULT_BASE_URL, DEFAULT_MODEL } from '../../demo/server/chooseModel';

const KEY = 'sk-test-not-a-real-key';

/** An OpenAI-compatible server's answer to a chat completion, recording what it was asked. */
function fakeServer() {
  const requests: { url: string; authorization: string | null; model: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { model: unknown };
    requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), model: body.model });
    return Response.json({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello from the server.' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 4, total_tokens: 5 },
    });
  };
  return { fetch, requests };
}

describe('chooseModel: the demo chat model from the environment', () => {
  it('is the embedded scripted model when no OPENAI_API_KEY is set, and it answers offline', async () => {
    for (const env of [{}, { OPENAI_API_KEY: '' }, { OPENAI_API_KEY: '   ', CAMEO_MODEL: 'gpt-x' }]) {
      const { fetch, requests } = fakeServer();
      const chosen = chooseModel({ env, fetch, scripted: { thinkMs: 0, tokenMs: 0 } });
      expect(chosen.embedded).toBe(true);
      expect(chosen.description).toContain('embedded');
      const { text } = await generateText({ model: chosen.model, prompt: 'weather in Oslo' });
      expect(text).toContain("I have no tools for that");
      expect(requests).toEqual([]);
    }
  });

  it('is an OpenAI model at api.openai.com with the key, gpt-4o-mini by default', async () => {
    const { fetch, requests } = fakeServer();
    const chosen = chooseModel({ env: { OPENAI_API_KEY: KEY }, fetch });
    expect(chosen.embedded).toBe(false);
    const { text } = await generateText({ model: chosen.model, prompt: 'Hi' });
    expect(text).toBe('Hello from the server.');
    expect(requests).toEqual([{ url: `${DEFAULT_BASE_URL}/chat/completions`, authorization: `Bearer ${KEY}`, model: DEFAULT_MODEL }]);
    expect(chosen.description).toBe(`${DEFAULT_MODEL} at ${DEFAULT_BASE_URL} (OpenAI-compatible)`);
  });

  it('honours OPENAI_BASE_URL and CAMEO_MODEL, for any OpenAI-compatible server', async () => {
    const { fetch, requests } = fakeServer();
    const env = { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', CAMEO_MODEL: 'llama3.2' };
    const chosen = chooseModel({ env, fetch });
    await generateText({ model: chosen.model, prompt: 'Hi' });
    expect(requests).toEqual([{ url: 'http://127.0.0.1:11434/v1/chat/completions', authorization: `Bearer ${KEY}`, model: 'llama3.2' }]);
    expect(chosen.description).toBe('llama3.2 at http://127.0.0.1:11434/v1 (OpenAI-compatible)');
  });

  it('never puts the key, or credentials in the base URL, in its description', () => {
    const chosen = chooseModel({ env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'https://user:secret@llm.example/v1?token=abc' } });
    expect(chosen.description).toBe(`${DEFAULT_MODEL} at https://llm.example/v1 (OpenAI-compatible)`);
    for (const secret of [KEY, 'secret', 'abc']) expect(chosen.description).not.toContain(secret);
  });
});
