import type { UIMessage, UIMessageChunk } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranscriptStore, type TranscriptStore } from '../../../src/core/createTranscriptStore';
import { createUIMessageSync, fromUIMessages } from '../../../src/ai-sdk';
import { readSnapshots } from './readSnapshots';

afterEach(() => {
  vi.restoreAllMocks();
});

/** `count` messages of finished history, alternating questions and answers with a tool call. */
function history(count: number): UIMessage[] {
  return Array.from({ length: count }, (_, i): UIMessage =>
    i % 2 === 0
      ? { id: `h${i}`, role: 'user', parts: [{ type: 'text', text: `Question ${i}` }] }
      : {
          id: `h${i}`,
          role: 'assistant',
          parts: [
            { type: 'step-start' },
            { type: 'dynamic-tool', toolName: 'lookup', toolCallId: `call-${i}`, state: 'output-available', input: { i }, output: { rows: i } },
            { type: 'text', text: `Answer ${i}`, state: 'done' },
          ],
        },
  );
}

/** Counts what the sync asks of the store. */
function spyOn(store: TranscriptStore) {
  const state = store.getState();
  const calls = { update: [] as string[], append: 0, reset: 0 };
  store.setState({
    update: (key, updater) => {
      calls.update.push(key);
      state.update(key, updater);
    },
    appendMany: (entries) => {
      calls.append += 1;
      return state.appendMany(entries);
    },
    reset: (entries) => {
      calls.reset += 1;
      return state.reset(entries);
    },
  });
  const clear = () => {
    calls.update = [];
    calls.append = 0;
    calls.reset = 0;
  };
  return { calls, clear };
}

const texts = (store: TranscriptStore) => {
  const { keys, entries } = store.getState();
  return keys.map((key) => {
    const entry = entries.get(key);
    return entry && 'text' in entry ? `${entry.type}: ${entry.text}` : entry?.type;
  });
};

const tokens = ['Revenue ', 'grew ', '**12%**', ' in ', 'Q3.'];
const streamed: UIMessageChunk[] = [
  { type: 'start', messageId: 'live' },
  { type: 'start-step' },
  { type: 'text-start', id: 't' },
  ...tokens.map((delta): UIMessageChunk => ({ type: 'text-delta', id: 't', delta })),
  { type: 'text-end', id: 't' },
  { type: 'finish' },
];

describe('createUIMessageSync', () => {
  it('maps a saved thread in one reset, then streams a reply by updating only its entry', async () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const past = history(200);
    const question: UIMessage = { id: 'q', role: 'user', parts: [{ type: 'text', text: 'And Q3?' }] };
    const { calls, clear } = spyOn(store);
    sync.sync([...past, question]);
    expect(calls.reset).toBe(1);
    const before = new Map(store.getState().entries);
    clear();

    const snapshots = await readSnapshots(streamed);
    for (const snapshot of snapshots) sync.sync([...past, question, snapshot]);

    // One append (the reply's entry, when its text part starts), one update per token at most, no reset.
    expect(calls.reset).toBe(0);
    expect(calls.append).toBe(1);
    expect(new Set(calls.update)).toEqual(new Set(['live:1']));
    expect(calls.update.length).toBeLessThanOrEqual(tokens.length);
    expect(texts(store).at(-1)).toBe('assistant: Revenue grew **12%** in Q3.');
    // Every earlier row is still the very same object.
    for (const [key, entry] of before) expect(store.getState().entries.get(key)).toBe(entry);
  });

  it('does the same work per token whatever the length of the history', async () => {
    const snapshots = await readSnapshots(streamed);
    const work = (count: number) => {
      const store = createTranscriptStore();
      const sync = createUIMessageSync(store);
      const past = history(count);
      sync.sync(past);
      const { calls } = spyOn(store);
      for (const snapshot of snapshots) sync.sync([...past, snapshot]);
      return { updates: calls.update.length, appends: calls.append, resets: calls.reset };
    };
    expect(work(10)).toEqual(work(2000));
  });

  it('moves a tool call through its states on one card, appending its result after later rows', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const user: UIMessage = { id: 'u', role: 'user', parts: [{ type: 'text', text: 'Deploy' }] };
    const at = (...parts: UIMessage['parts']): UIMessage => ({ id: 'a', role: 'assistant', parts });
    const { calls, clear } = spyOn(store);
    sync.sync([user, at({ type: 'tool-deploy', toolCallId: 'c1', state: 'input-streaming', input: { env: 'pr' } })]);
    clear();
    sync.sync([user, at({ type: 'tool-deploy', toolCallId: 'c1', state: 'input-available', input: { env: 'prod' } })]);
    sync.sync([user, at({ type: 'tool-deploy', toolCallId: 'c1', state: 'approval-requested', input: { env: 'prod' }, approval: { id: 'ap1' } })]);
    expect(sync.approvalIdOf('c1')).toBe('ap1');
    sync.sync([
      user,
      at(
        { type: 'tool-deploy', toolCallId: 'c1', state: 'output-available', input: { env: 'prod' }, output: 'deployed', approval: { id: 'ap1', approved: true } },
        { type: 'text', text: 'Done.' },
      ),
    ]);
    expect(calls.reset).toBe(0);
    expect(new Set(calls.update)).toEqual(new Set(['c1:call']));
    expect(store.getState().entries.get('c1:call')).toMatchObject({ args: { env: 'prod' }, approval: 'required' });
    expect(store.getState().entries.get('c1:call')).not.toHaveProperty('argsText');
    expect(store.getState().entries.get('c1:result')).toMatchObject({ content: 'deployed', isError: false });
    expect(store.getState().entries.get('c1:approval')).toMatchObject({ approved: true });
  });

  it("keeps the decision the Cameo client appended on the human's click instead of adding a second", () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const requested: UIMessage = {
      id: 'a',
      role: 'assistant',
      parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'approval-requested', input: {}, approval: { id: 'ap1' } }],
    };
    sync.sync([requested]);
    // What decideToolCall appends when Approve is clicked.
    store.getState().append({ type: 'tool_approval', toolCallId: 'c1', approved: true });
    const responded: UIMessage = {
      ...requested,
      parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'approval-responded', input: {}, approval: { id: 'ap1', approved: true } }],
    };
    sync.sync([responded]);
    const decisions = [...store.getState().entries.values()].filter((entry) => entry.type === 'tool_approval');
    expect(decisions).toHaveLength(1);
  });

  describe('an approval a later user message made unanswerable', () => {
    const expired = 'Not run: the conversation went on before this was approved.';
    const ask: UIMessage = { id: 'u', role: 'user', parts: [{ type: 'text', text: 'Deploy both' }] };
    const asking: UIMessage = {
      id: 'a',
      role: 'assistant',
      parts: [
        { type: 'step-start' },
        { type: 'tool-deploy', toolCallId: 'c1', state: 'approval-requested', input: { env: 'prod' }, approval: { id: 'ap1' } },
        { type: 'tool-deploy', toolCallId: 'c2', state: 'approval-requested', input: { env: 'eu' }, approval: { id: 'ap2' } },
      ],
    };
    const moveOn: UIMessage = { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Never mind, what is Q3?' }] };
    const resultOf = (store: TranscriptStore, id: string) => [...store.getState().entries.values()].filter((entry) => entry.type === 'tool_result' && entry.toolCallId === id);

    it('expires each pending call with an error result when the user message is appended, in one append', () => {
      const store = createTranscriptStore();
      const sync = createUIMessageSync(store);
      sync.sync([ask, asking]);
      expect(resultOf(store, 'c1')).toEqual([]);
      const { calls } = spyOn(store);
      sync.sync([ask, asking, moveOn]);
      expect(calls).toEqual({ update: [], append: 1, reset: 0 });
      expect(resultOf(store, 'c1')).toEqual([{ key: 'c1:result', type: 'tool_result', toolCallId: 'c1', content: expired, isError: true }]);
      expect(resultOf(store, 'c2')).toEqual([expect.objectContaining({ content: expired, isError: true })]);
      expect(texts(store).at(-1)).toBe('user: Never mind, what is Q3?');
    });

    it('keeps a decision the human clicked, and the expiry, when the SDK answers the superseded request late', () => {
      const store = createTranscriptStore();
      const sync = createUIMessageSync(store);
      sync.sync([ask, asking]);
      // Approve clicked: the Cameo client appends its decision; the SDK's part still asks.
      store.getState().append({ type: 'tool_approval', toolCallId: 'c1', approved: true });
      sync.sync([ask, asking, moveOn]);
      expect(resultOf(store, 'c1')).toEqual([expect.objectContaining({ content: expired, isError: true })]);
      // addToolApprovalResponse finds the old request and marks it answered; nothing will run it.
      const [, call1, call2] = asking.parts;
      const answered: UIMessage = { ...asking, parts: [{ type: 'step-start' }, { ...(call1 as object), state: 'approval-responded', approval: { id: 'ap1', approved: true } } as UIMessage['parts'][number], call2 as UIMessage['parts'][number]] };
      const { calls } = spyOn(store);
      sync.sync([ask, answered, moveOn]);
      expect(calls.reset).toBe(0);
      expect(resultOf(store, 'c1')).toEqual([expect.objectContaining({ content: expired, isError: true })]);
      expect([...store.getState().entries.values()].filter((entry) => entry.type === 'tool_approval')).toHaveLength(1);
    });

    it('leaves pending the calls of the last message, a denied one, and ones a later assistant message follows', () => {
      const store = createTranscriptStore();
      const sync = createUIMessageSync(store);
      const [, call1] = asking.parts;
      const denied: UIMessage = { ...asking, parts: [call1 as UIMessage['parts'][number], { type: 'tool-deploy', toolCallId: 'c2', state: 'approval-responded', input: {}, approval: { id: 'ap2', approved: false } }] };
      const more: UIMessage = { id: 'a2', role: 'assistant', parts: [{ type: 'text', text: 'Waiting for you.' }] };
      sync.sync([ask, denied]);
      sync.sync([ask, denied, more]);
      expect(resultOf(store, 'c1')).toEqual([]);
      sync.sync([ask, denied, more, moveOn]);
      expect(resultOf(store, 'c1')).toEqual([expect.objectContaining({ isError: true })]);
      expect(resultOf(store, 'c2')).toEqual([]);
    });

    it('maps what fromUIMessages maps, incrementally and after a reset', () => {
      const messages = [ask, asking, moveOn];
      const incremental = createTranscriptStore();
      const sync = createUIMessageSync(incremental);
      sync.sync([ask]);
      sync.sync([ask, asking]);
      sync.sync(messages);
      const reset = createTranscriptStore();
      createUIMessageSync(reset).sync(messages);
      const values = (store: TranscriptStore) => [...store.getState().entries.values()].map(({ key: _key, ...entry }) => entry);
      expect(new Set(values(incremental).map((entry) => JSON.stringify(entry)))).toEqual(new Set(fromUIMessages(messages).map((entry) => JSON.stringify(entry))));
      expect(values(reset)).toEqual(fromUIMessages(messages));
    });

    it('costs the same per token after expiring, whatever the number of expired calls in the history', async () => {
      const snapshots = await readSnapshots(streamed);
      const work = (count: number) => {
        const store = createTranscriptStore();
        const sync = createUIMessageSync(store);
        const past = Array.from({ length: count }, (_, i): UIMessage[] => [
          { id: `u${i}`, role: 'user', parts: [{ type: 'text', text: `Deploy ${i}` }] },
          { id: `a${i}`, role: 'assistant', parts: [{ type: 'tool-deploy', toolCallId: `c${i}`, state: 'approval-requested', input: {}, approval: { id: `ap${i}` } }] },
        ]).flat();
        sync.sync(past);
        const { calls } = spyOn(store);
        sync.sync([...past, moveOn]);
        for (const snapshot of snapshots) sync.sync([...past, moveOn, snapshot]);
        return { ...calls, update: calls.update.length, expired: resultOf(store, `c${count - 1}`).length };
      };
      expect(work(10)).toEqual(work(2000));
      expect(work(10).expired).toBe(1);
    });
  });

  it('falls back to one reset when a reply is regenerated, and appends the new one', async () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const past = history(4);
    const [reply] = (await readSnapshots(streamed)).slice(-1);
    sync.sync([...past, reply as UIMessage]);
    const { calls, clear } = spyOn(store);
    // regenerate() drops the last assistant message, then streams a new one.
    sync.sync(past);
    expect(calls.reset).toBe(1);
    expect(texts(store)).not.toContain('assistant: Revenue grew **12%** in Q3.');
    clear();
    const again: UIMessage = { id: 'live2', role: 'assistant', parts: [{ type: 'text', text: 'Revenue rose.' }] };
    sync.sync([...past, again]);
    expect(calls).toEqual({ update: [], append: 1, reset: 0 });
    expect(texts(store).at(-1)).toBe('assistant: Revenue rose.');
  });

  it('resets when a part disappears or an earlier message gains a row, and when someone else reset the store', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const first: UIMessage = { id: 'u', role: 'user', parts: [{ type: 'text', text: 'Hi' }] };
    const second: UIMessage = { id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'One' }, { type: 'text', text: 'Two' }] };
    sync.sync([first, second]);
    const { calls, clear } = spyOn(store);
    sync.sync([first, { ...second, parts: [{ type: 'text', text: 'One' }] }]);
    expect(calls.reset).toBe(1);
    expect(texts(store)).toEqual(['user: Hi', 'assistant: One']);
    clear();
    sync.sync([{ ...first, parts: [...first.parts, { type: 'text', text: 'Also' }] }, second]);
    expect(calls.reset).toBe(1);
    expect(texts(store)).toEqual(['user: Hi', 'user: Also', 'assistant: One', 'assistant: Two']);
    clear();
    store.getState().reset([{ type: 'user', text: 'elsewhere' }]);
    clear();
    const third: UIMessage = { id: 'b', role: 'assistant', parts: [{ type: 'text', text: 'Three' }] };
    sync.sync([first, second, third]);
    expect(calls.reset).toBe(1);
    expect(texts(store)).toEqual(['user: Hi', 'assistant: One', 'assistant: Two', 'assistant: Three']);
  });

  it('warns once per unknown part type across syncs and keeps mapping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const odd = (id: string, text: string) => ({ id, role: 'assistant', parts: [{ type: 'data-weather', data: {} }, { type: 'text', text }] }) as UIMessage;
    sync.sync([odd('a', 'Sunny')]);
    sync.sync([odd('a', 'Sunny'), odd('b', 'Rainy')]);
    expect(texts(store)).toEqual(['assistant: Sunny', 'assistant: Rainy']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('maps again, in one reset, when the options change', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    const messages: UIMessage[] = [{ id: 'a', role: 'assistant', parts: [{ type: 'reasoning', text: 'Hmm', state: 'done' }, { type: 'text', text: 'Yes' }] }];
    sync.sync(messages);
    expect(texts(store)).toEqual(['reasoning: Hmm', 'assistant: Yes']);
    sync.setOptions({ reasoning: 'hidden' });
    sync.sync(messages);
    expect(texts(store)).toEqual(['assistant: Yes']);
  });
});

describe('createUIMessageSync: a call cut off by Stop', () => {
  const user: UIMessage = { id: 'u', role: 'user', parts: [{ type: 'text', text: 'Deploy' }] };
  const running: UIMessage = { id: 'a', role: 'assistant', parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'input-available', input: { env: 'prod' } }] };
  const streaming: UIMessage = { id: 'a', role: 'assistant', parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'input-streaming', input: { env: 'pr' } }] };
  const call = (store: TranscriptStore) => [...store.getState().entries.values()].find((entry) => entry.type === 'tool_call');

  it('runs while the chat streams, is cancelled once it is ready (same messages), by one update', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    sync.sync([user, running], 'streaming');
    expect(call(store)).not.toHaveProperty('cancelled');
    const { calls, clear } = spyOn(store);
    clear();
    sync.sync([user, running], 'ready');
    expect(call(store)).toMatchObject({ id: 'c1', cancelled: true });
    expect(calls).toMatchObject({ update: ['c1:call'], reset: 0, append: 0 });
  });

  it('is cancelled mid-arguments too, keeping the partial text, and after an error', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    sync.sync([user, streaming], 'streaming');
    sync.sync([user, streaming], 'error');
    expect(call(store)).toMatchObject({ id: 'c1', cancelled: true, argsText: '{"env":"pr"}' });
  });

  it('a reload from the same stored messages maps it cancelled, never running', () => {
    const store = createTranscriptStore();
    createUIMessageSync(store).sync([user, running], 'ready');
    expect(call(store)).toMatchObject({ cancelled: true });
    expect(fromUIMessages([user, streaming])[1]).toMatchObject({ cancelled: true });
  });

  it('a message that another follows has ended, whatever the status', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    sync.sync([user, running], 'streaming');
    sync.sync([user, running, { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Never mind' }] }], 'submitted');
    expect(call(store)).toMatchObject({ cancelled: true });
  });

  it('a result that comes after all replaces the cancellation', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    sync.sync([user, running], 'ready');
    sync.sync([user, { ...running, parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'output-available', input: { env: 'prod' }, output: 'ok' }] }], 'ready');
    expect(call(store)).not.toHaveProperty('cancelled');
  });

  it('without a status the last message may still stream: nothing is cancelled', () => {
    const store = createTranscriptStore();
    createUIMessageSync(store).sync([user, running]);
    expect(call(store)).not.toHaveProperty('cancelled');
  });
});
