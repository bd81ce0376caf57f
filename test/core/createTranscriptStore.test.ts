import { type KeyedEntry, type TranscriptStore } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';

/** The entries in order, as a plain array. */
function entriesOf(store: TranscriptStore): KeyedEntry[] {
  const { keys, entries } = store.getState();
  return keys.map((key) => entries.get(key)!);
}

function textOf(store: TranscriptStore, key: string): string | undefined {
  const entry = store.getState().entries.get(key);
  return entry && 'text' in entry ? entry.text : undefined;
}

describe('createTranscriptStore: entries', () => {
  it('starts empty, or with the initial entries', () => {
    expect(entriesOf(createTranscriptStore())).toEqual([]);
    const store = createTranscriptStore([{ type: 'user', text: 'hi' }, { type: 'assistant', text: 'hello' }]);
    expect(entriesOf(store).map(({ type }) => type)).toEqual(['user', 'assistant']);
  });

  it('appends entries and returns the keys they were stored under, in order', () => {
    const store = createTranscriptStore();
    const keys = store.getState().append({ type: 'user', text: 'a' }, { type: 'assistant', text: 'b' });
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(store.getState().keys).toEqual(keys);
    expect(keys.map((key) => textOf(store, key))).toEqual(['a', 'b']);

    const [third] = store.getState().append({ type: 'user', text: 'c' });
    expect(store.getState().keys).toEqual([...keys, third]);
  });

  it('stores each entry with its key on it', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'tool_call', id: 'c1', name: 'search', args: { q: 'x' } });
    expect(store.getState().entries.get(key!)).toEqual({
      type: 'tool_call',
      id: 'c1',
      name: 'search',
      args: { q: 'x' },
      key,
    });
  });

  it('does nothing when appending no entries', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'a' }]);
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().append()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().keys).toBe(before.keys);
  });

  it('keeps provided keys unless they are taken', () => {
    const store = createTranscriptStore();
    const first = store.getState().append({ type: 'user', text: 'a', key: 'msg-1' });
    expect(first).toEqual(['msg-1']);

    const second = store.getState().append(
      { type: 'user', text: 'b', key: 'msg-1' }, // taken by the store
      { type: 'user', text: 'c', key: 'msg-2' }, // free
      { type: 'user', text: 'd', key: 'msg-2' }, // taken earlier in the same call
    );
    expect(second[0]).not.toBe('msg-1');
    expect(second[1]).toBe('msg-2');
    expect(second[2]).not.toBe('msg-2');
    expect(new Set([...first, ...second]).size).toBe(4);

    // Nothing was overwritten.
    expect(textOf(store, 'msg-1')).toBe('a');
    expect(textOf(store, 'msg-2')).toBe('c');
    expect(entriesOf(store).map((entry) => (entry as { text: string }).text)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not hand out a generated key that a caller already chose', () => {
    const store = createTranscriptStore();
    const [generated] = store.getState().append({ type: 'user', text: 'a' });
    // Claim the next few generated-looking keys, then let the store generate more.
    const claimed = [0, 1, 2, 3].map((n) => `e${n}`).filter((key) => key !== generated);
    store.getState().append(...claimed.map((key) => ({ type: 'user' as const, text: key, key })));
    const fresh = store.getState().append({ type: 'user', text: 'x' }, { type: 'user', text: 'y' });
    const all = store.getState().keys;
    expect(new Set(all).size).toBe(all.length);
    expect(fresh.map((key) => textOf(store, key))).toEqual(['x', 'y']);
    expect(claimed.map((key) => textOf(store, key))).toEqual(claimed);
  });

  it('updates one entry in place, replacing only that entry object', () => {
    const store = createTranscriptStore();
    const [a, b, c] = store.getState().append(
      { type: 'user', text: 'a' },
      { type: 'assistant', text: 'b' },
      { type: 'user', text: 'c' },
    );
    const before = store.getState();
    const entryA = before.entries.get(a!);
    const entryB = before.entries.get(b!);
    const entryC = before.entries.get(c!);

    store.getState().update(b!, (entry) => ({ ...entry, text: 'B!' }) as typeof entry);

    const after = store.getState();
    expect(after.entries.get(b!)).not.toBe(entryB);
    expect(after.entries.get(b!)).toEqual({ type: 'assistant', text: 'B!', key: b });
    // Every other row keeps its object, so only the updated row re-renders.
    expect(after.entries.get(a!)).toBe(entryA);
    expect(after.entries.get(c!)).toBe(entryC);
    // The order did not change, so neither did the keys array.
    expect(after.keys).toBe(before.keys);
    // The map is changed in place (a token must not copy the history); the revision says so.
    expect(after.entries).toBe(before.entries);
    expect(after.revision).toBe(before.revision + 1);
    // The replaced entry object itself is never mutated: a row holding it still sees 'b'.
    expect(entryB).toEqual({ type: 'assistant', text: 'b', key: b });
  });

  it('keeps the key even if the updater returns a different one, and may change the entry type', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'assistant', text: 'thinking…' });
    store.getState().update(key!, () => ({ type: 'error', message: 'stream broke', key: 'hijack' }) as never);
    expect(store.getState().entries.get(key!)).toEqual({ type: 'error', message: 'stream broke', key });
    expect(store.getState().entries.has('hijack')).toBe(false);
    expect(store.getState().keys).toEqual([key]);
  });

  it('ignores an update of an unknown key without notifying', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'a' }]);
    const before = store.getState();
    const updater = vi.fn((entry) => entry);
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().update('missing', updater);
    expect(updater).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
  });

  it('streams text into an assistant message', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'assistant', text: '' });
    for (const delta of ['The ', 'weather ', 'is ', 'sunny ☀️']) store.getState().appendText(key!, delta);
    expect(textOf(store, key!)).toBe('The weather is sunny ☀️');
  });

  it('streams text into a user message too, and leaves other entries as they are', () => {
    const store = createTranscriptStore();
    const [user, call] = store.getState().append(
      { type: 'user', text: 'Hel' },
      { type: 'tool_call', id: 'c1', name: 'search', args: {} },
    );
    store.getState().appendText(user!, 'lo');
    store.getState().appendText(call!, 'ignored');
    expect(textOf(store, user!)).toBe('Hello');
    expect(store.getState().entries.get(call!)).toEqual({ type: 'tool_call', id: 'c1', name: 'search', args: {}, key: call });
  });

  it('streams text into a reasoning entry, keeping its streaming flag', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'reasoning', text: '', streaming: true });
    for (const delta of ['Check ', 'the **Q3** ', 'figures']) store.getState().appendText(key!, delta);
    expect(store.getState().entries.get(key!)).toEqual({ type: 'reasoning', text: 'Check the **Q3** figures', streaming: true, key });
  });

  it('replaces the whole transcript on reset, returning the new keys', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'old' }]);
    const [oldKey] = store.getState().keys;
    const keys = store.getState().reset([
      { type: 'user', text: 'new 1', key: 'n1' },
      { type: 'assistant', text: 'new 2' },
    ]);
    expect(keys[0]).toBe('n1');
    expect(store.getState().keys).toEqual(keys);
    expect(entriesOf(store).map((entry) => (entry as { text: string }).text)).toEqual(['new 1', 'new 2']);
    expect(store.getState().entries.has(oldKey!)).toBe(false);
  });

  it('lets reset reuse a key the old transcript used', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'old', key: 'k' }]);
    expect(store.getState().reset([{ type: 'user', text: 'new', key: 'k' }])).toEqual(['k']);
    expect(textOf(store, 'k')).toBe('new');
  });

  it('empties the transcript on reset with no entries', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'a' }, { type: 'user', text: 'b' }]);
    expect(store.getState().reset()).toEqual([]);
    expect(store.getState().keys).toEqual([]);
    expect(store.getState().entries.size).toBe(0);
  });

  it('notifies subscribers when entries change', () => {
    const store = createTranscriptStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const [key] = store.getState().append({ type: 'assistant', text: '' });
    store.getState().appendText(key!, 'x');
    store.getState().reset();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createTranscriptStore: no-op updates', () => {
  it('notifies nobody when an update returns the same entry', () => {
    const store = createTranscriptStore([{ type: 'tool_call', id: 'c1', name: 'search', args: {} }]);
    const listener = vi.fn();
    store.subscribe(listener);
    const [key] = store.getState().keys;
    const before = store.getState().entries;
    store.getState().appendText(key!, 'ignored: not a message');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().entries).toBe(before);
  });
});

describe('createTranscriptStore: revisions', () => {
  it('raises the revision on every entry change and on nothing else', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'a' }]);
    const revisions = [store.getState().revision];
    const note = () => revisions.push(store.getState().revision);
    const [key] = store.getState().append({ type: 'assistant', text: 'b' });
    note();
    store.getState().appendText(key!, '!');
    note();
    store.getState().prepend([{ type: 'user', text: 'older' }]);
    note();
    store.getState().append();
    store.getState().update(key!, (entry) => entry);
    note();
    store.getState().reset([{ type: 'user', text: 'new' }]);
    note();
    expect(revisions).toEqual([0, 1, 2, 3, 3, 4]);
  });
});

describe('createTranscriptStore: isolation', () => {
  it('shares no state between two stores', () => {
    const one = createTranscriptStore();
    const two = createTranscriptStore();
    const listener = vi.fn();
    two.subscribe(listener);

    const [key] = one.getState().append({ type: 'user', text: 'only in one', key: 'shared-key' });

    expect(two.getState().keys).toEqual([]);
    expect(two.getState().entries.has(key!)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    // The same key is free in the other store.
    expect(two.getState().append({ type: 'user', text: 'in two', key: 'shared-key' })).toEqual(['shared-key']);
  });

  it('gives each store its own key counter', () => {
    const generated = () => {
      const store = createTranscriptStore();
      return store.getState().append({ type: 'user', text: 'a' }, { type: 'user', text: 'b' });
    };
    const first = generated();
    const second = generated();
    // A module-level counter would make the second store continue where the first left off.
    expect(second).toEqual(first);
  });
});

describe('createTranscriptStore: ui rows follow their tool call', () => {
  const call = (id: string) => ({ type: 'tool_call' as const, id, name: 'search', args: {} });
  const result = (id: string) => ({ type: 'tool_result' as const, toolCallId: id, content: `result ${id}`, isError: false });
  const note = (id: string, text = `ui ${id}`) => ({ type: 'ui' as const, toolCallId: id, ui: { kind: 'text' as const, text } });
  const say = (text: string) => ({ type: 'assistant' as const, text });

  /** What a reader sees, in drawing order: a short label per entry. */
  function drawn(store: TranscriptStore): string[] {
    return entriesOf(store).map((entry) => {
      switch (entry.type) {
        case 'tool_call':
          return `call ${entry.id}`;
        case 'tool_result':
          return entry.content;
        case 'ui':
          return entry.ui.kind === 'text' ? entry.ui.text : entry.ui.label;
        case 'error':
          return `error ${entry.message}`;
        case 'tool_approval':
          return `approval ${entry.toolCallId}`;
        default:
          return entry.text;
      }
    });
  }

  it('a ui row stored before its tool result is drawn after it', () => {
    const store = createTranscriptStore([call('c1'), note('c1'), result('c1'), say('done')]);
    expect(drawn(store)).toEqual(['call c1', 'result c1', 'ui c1', 'done']);
  });

  it("draws each ui row after its own call's result when a backend stores a turn's results first", () => {
    const store = createTranscriptStore(
      JSON.stringify([call('c1'), call('c2'), result('c1'), result('c2'), note('c1'), note('c2'), say('both done')]),
    );
    expect(drawn(store)).toEqual(['call c1', 'call c2', 'result c1', 'ui c1', 'result c2', 'ui c2', 'both done']);
  });

  it('orders a long turn whose ui rows all come after all its results', () => {
    const ids = Array.from({ length: 12 }, (_, n) => `c${n}`);
    const store = createTranscriptStore([say('start')]);
    store.getState().appendJSON([...ids.map(call), ...ids.map(result)]);
    store.getState().appendJSON(ids.map((id) => note(id)));
    expect(drawn(store)).toEqual(['start', ...ids.map((id) => `call ${id}`), ...ids.flatMap((id) => [`result ${id}`, `ui ${id}`])]);
  });

  it('puts a later ui row after the earlier ui rows of the same call, ahead of what came since', () => {
    const store = createTranscriptStore([call('c1'), result('c1'), note('c1', 'first'), say('meanwhile')]);
    store.getState().appendJSON([note('c1', 'second')]);
    store.getState().append(note('c1', 'third'));
    expect(drawn(store)).toEqual(['call c1', 'result c1', 'first', 'second', 'third', 'meanwhile']);
  });

  it('keeps a ui row where it arrived until its result arrives, then moves it right after the result', () => {
    const store = createTranscriptStore();
    store.getState().appendJSON([call('c1'), note('c1', 'early'), say('waiting')]);
    expect(drawn(store)).toEqual(['call c1', 'early', 'waiting']);
    store.getState().appendMany([say('still waiting'), result('c1'), say('after')]);
    expect(drawn(store)).toEqual(['call c1', 'waiting', 'still waiting', 'result c1', 'early', 'after']);
  });

  it('places the ui row of a result tuple answered in a later chunk after that result', () => {
    const store = createTranscriptStore([call('c1'), note('c1', 'early')]);
    store.getState().appendJSON([['ok', 'sunny', { ui: { kind: 'text', text: 'from the tuple' } }]]);
    expect(drawn(store)).toEqual(['call c1', 'sunny', 'early', 'from the tuple']);
  });

  it('draws an orphan ui row (no such call or result) where it arrived', () => {
    const store = createTranscriptStore([say('a'), note('nobody'), say('b')]);
    store.getState().append(note('nobody either', 'orphan'), say('c'));
    expect(drawn(store)).toEqual(['a', 'ui nobody', 'b', 'orphan', 'c']);
  });

  it('orders prepended history the same way, across the old and the new part', () => {
    const store = createTranscriptStore([note('c0', 'late ui for c0'), result('c1'), say('latest')]);
    store.getState().prepend([call('c0'), result('c0'), call('c1'), note('c1', 'early ui for c1')]);
    expect(drawn(store)).toEqual(['call c0', 'result c0', 'late ui for c0', 'call c1', 'result c1', 'early ui for c1', 'latest']);
  });

  it('puts a prepended ui row after its result in the newer part, before the ui rows already there', () => {
    const store = createTranscriptStore([result('c1'), note('c1', 'newer'), say('latest')]);
    store.getState().prepend([note('c1', 'older')]);
    expect(drawn(store)).toEqual(['result c1', 'older', 'newer', 'latest']);
  });

  it('leaves the order alone while tokens stream: same keys array, no reordering work', () => {
    const store = createTranscriptStore([call('c1'), result('c1'), note('c1'), say('')]);
    const { keys } = store.getState();
    const last = keys.at(-1)!;
    for (const token of ['a', 'b', 'c']) store.getState().appendText(last, token);
    expect(store.getState().keys).toBe(keys);
    expect(drawn(store)).toEqual(['call c1', 'result c1', 'ui c1', 'abc']);
  });

  it('starts over on reset, with the new entries ordered too', () => {
    const store = createTranscriptStore([result('c1')]);
    store.getState().reset([note('c1', 'new ui'), say('x'), result('c1')]);
    expect(drawn(store)).toEqual(['x', 'result c1', 'new ui']);
  });
});
