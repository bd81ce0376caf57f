import fc from 'fast-check';
import type { TranscriptStore } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';

/** Each drawn entry without its key (a store makes keys up in the order it reads). */
function drawn(store: TranscriptStore): unknown[] {
  const { keys, entries } = store.getState();
  return keys.map((key) => {
    const { key: _key, ...entry } = entries.get(key)!;
    return entry;
  });
}

/**
 * Wire items of every kind that links to another: calls, explicit results (some with ui), bare
 * tuples, ui rows and decisions naming any call before or after them or none, plus messages, malformed items and items with keys of their own.
 */
const step = fc.oneof(
  fc.record({ kind: fc.constant('say' as const), text: fc.constantFrom('hi', 'there', '**bold**') }),
  // Most ids fresh, some used again (a backend that numbers calls per turn).
  fc.record({ kind: fc.constant('call' as const), reused: fc.option(fc.constantFrom('r1', 'r2'), { nil: undefined }) }),
  fc.record({
    kind: fc.constantFrom('result' as const, 'ui' as const, 'decision' as const),
    call: fc.oneof(fc.nat(12).map((at) => `c${at}`), fc.constantFrom('r1', 'r2', 'orphan')),
  }),
  fc.record({ kind: fc.constant('tuple' as const), item: fc.constantFrom<unknown[]>(['ok', 'done'], ['ok', 'done', { ui: { kind: 'text', text: 'note' } }], ['error', 'failed']) }),
  fc.record({ kind: fc.constant('junk' as const), item: fc.constantFrom<unknown>({ type: 'assistant' }, { type: 'nonsense' }, 42, null) }),
  fc.record({ kind: fc.constant('keyed' as const), key: fc.constantFrom('k1', 'k2', 'e0', 'e3') }),
);

const wire = fc.array(step, { maxLength: 40 }).map((steps) => {
  let calls = 0;
  return steps.map((at): unknown => {
    switch (at.kind) {
      case 'say':
        return { type: 'assistant', text: at.text };
      case 'call':
        return { type: 'tool_call', id: at.reused ?? `c${calls++}`, name: 'search', args: {} };
      case 'result':
        return { type: 'tool_result', toolCallId: at.call, content: 'done', isError: false };
      case 'ui':
        return { type: 'ui', toolCallId: at.call, ui: { kind: 'text', text: 'row' } };
      case 'decision':
        return { type: 'tool_approval', toolCallId: at.call, approved: true };
      case 'tuple':
      case 'junk':
        return at.item;
      case 'keyed':
        return { type: 'assistant', text: 'keyed', key: at.key };
    }
  });
});

describe('createTranscriptStore({ firstRead }): the recent end first, the rest on readEarlier', () => {
  it('reads the recent end as the end of the whole, and everything the same once read (property)', () => {
    fc.assert(
      fc.property(wire, fc.integer({ min: 1, max: 6 }), fc.boolean(), (items, firstRead, asJSON) => {
        const input = asJSON ? JSON.stringify(items) : items;
        const whole = drawn(createTranscriptStore(input));
        const store = createTranscriptStore(input, { firstRead });
        const recent = drawn(store);
        // What shows first is exactly how the whole transcript ends.
        expect(recent).toEqual(whole.slice(whole.length - recent.length));
        expect(store.getState().unread === 0).toBe(recent.length === whole.length);
        store.getState().readEarlier();
        expect(drawn(store)).toEqual(whole);
        expect(store.getState().unread).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('leaves the earlier items unread, counted, until readEarlier puts them before the first entry', () => {
    const items = Array.from({ length: 30 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    const store = createTranscriptStore(items, { firstRead: 10 });
    expect(drawn(store).map((entry) => (entry as { text: string }).text)).toEqual(items.slice(20).map((item) => item.text));
    expect(store.getState().unread).toBe(20);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const added = store.getState().readEarlier();
    expect(added).toHaveLength(20);
    expect(store.getState().keys.slice(0, 20)).toEqual(added);
    expect(listener).toHaveBeenCalledTimes(1);
    // Nothing left: a second call changes nothing and tells no one.
    expect(store.getState().readEarlier()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads everything at once when the transcript is at most twice firstRead', () => {
    const items = Array.from({ length: 20 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    const store = createTranscriptStore(items, { firstRead: 10 });
    expect(store.getState().keys).toHaveLength(20);
    expect(store.getState().unread).toBe(0);
  });

  it('cuts further back when a recent result answers a call before the cut', () => {
    // The call is 15 items from the end, its tuple the last item: a cut at 10 would orphan it.
    const items: unknown[] = Array.from({ length: 100 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    items[85] = { type: 'tool_call', id: 'slow', name: 'search', args: {} };
    items[99] = ['ok', 'done'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTranscriptStore(items, { firstRead: 10 });
    // The cut tried first saw an orphan tuple; the cut taken answers it, so nothing is warned.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    const { keys, entries } = store.getState();
    expect(keys).toHaveLength(40);
    expect(store.getState().unread).toBe(60);
    expect(entries.get(keys.at(-1)!)).toMatchObject({ type: 'tool_result', toolCallId: 'slow', content: 'done' });
  });

  it('reads everything at once when no cut in the last half stands alone', () => {
    const items: unknown[] = Array.from({ length: 100 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    items[2] = { type: 'tool_call', id: 'slow', name: 'search', args: {} };
    items[99] = { type: 'tool_result', toolCallId: 'slow', content: 'done', isError: false };
    const store = createTranscriptStore(items, { firstRead: 10 });
    expect(store.getState().keys).toHaveLength(100);
    expect(store.getState().unread).toBe(0);
  });

  it('cuts further back for an explicit result or ui row whose call came before the cut', () => {
    const items: unknown[] = Array.from({ length: 100 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    items[85] = { type: 'tool_call', id: 'slow', name: 'search', args: {} };
    items[97] = { type: 'tool_result', toolCallId: 'slow', content: 'done', isError: false };
    items[98] = { type: 'ui', toolCallId: 'slow', ui: { kind: 'text', text: 'note' } };
    const store = createTranscriptStore(items, { firstRead: 10 });
    expect(store.getState().keys).toHaveLength(40);
    const { keys, entries } = store.getState();
    expect(entries.get(keys[40 - 15]!)).toMatchObject({ type: 'tool_call', id: 'slow' });
  });

  it('reads everything at once when a call id is used again on both sides of every cut', () => {
    const turn = (text: string): unknown[] => [
      { type: 'tool_call', id: 'call_0', name: 'search', args: {} },
      { type: 'tool_result', toolCallId: 'call_0', content: text, isError: false },
      { type: 'ui', toolCallId: 'call_0', ui: { kind: 'text', text } },
    ];
    const filler = Array.from({ length: 30 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    const items = [...turn('first'), ...filler, ...turn('second')];
    const store = createTranscriptStore(items, { firstRead: 5 });
    expect(store.getState().unread).toBe(0);
    expect(drawn(store)).toEqual(drawn(createTranscriptStore(items)));
  });

  it('numbers malformed entries by their place in the whole transcript, on both sides of the cut', () => {
    const items: unknown[] = Array.from({ length: 30 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    items[3] = { type: 'user' };
    items[27] = 'not an entry';
    const store = createTranscriptStore(items, { firstRead: 5 });
    const errors = () => [...store.getState().entries.values()].filter((entry) => entry.type === 'error').map((entry) => entry.index);
    expect(errors()).toEqual([27]);
    store.getState().readEarlier();
    expect(errors().sort((a, b) => a! - b!)).toEqual([3, 27]);
  });

  it('reads the earlier items before older history is prepended, so they stay between', () => {
    const items = Array.from({ length: 30 }, (_, at) => ({ type: 'user' as const, text: `m${at}` }));
    const store = createTranscriptStore(items, { firstRead: 10 });
    store.getState().prepend([{ type: 'user', text: 'older' }]);
    const texts = drawn(store).map((entry) => (entry as { text: string }).text);
    expect(texts).toEqual(['older', ...items.map((item) => item.text)]);
    expect(store.getState().unread).toBe(0);
  });

  it('lets a later tuple answer a call still open before the cut, as if everything was read', () => {
    const items: unknown[] = [{ type: 'tool_call', id: 'early', name: 'search', args: {} }];
    for (let at = 0; at < 30; at += 1) items.push({ type: 'user', text: `m${at}` });
    const store = createTranscriptStore(items, { firstRead: 10 });
    expect(store.getState().unread).toBeGreaterThan(0);
    const [key] = store.getState().appendJSON([['ok', 'late answer']]);
    expect(store.getState().entries.get(key!)).toMatchObject({ type: 'tool_result', toolCallId: 'early', content: 'late answer' });
    expect(store.getState().unread).toBe(0);
  });

  it('lets the recent item keep a key two items were given, and the earlier one take another', () => {
    const items: unknown[] = Array.from({ length: 30 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    items[2] = { type: 'user', text: 'earlier', key: 'twice' };
    items[28] = { type: 'user', text: 'recent', key: 'twice' };
    const store = createTranscriptStore(items, { firstRead: 5 });
    store.getState().readEarlier();
    const { keys, entries } = store.getState();
    expect(entries.get('twice')).toMatchObject({ text: 'recent' });
    expect(new Set(keys).size).toBe(30);
    expect(entries.get(keys[2]!)).toMatchObject({ text: 'earlier' });
  });

  it('forgets the unread items on reset', () => {
    const items = Array.from({ length: 30 }, (_, at) => ({ type: 'user', text: `m${at}` }));
    const store = createTranscriptStore(items, { firstRead: 10 });
    store.getState().reset([{ type: 'user', text: 'fresh' }]);
    expect(store.getState().unread).toBe(0);
    expect(store.getState().readEarlier()).toEqual([]);
    expect(drawn(store)).toEqual([{ type: 'user', text: 'fresh' }]);
  });
});
