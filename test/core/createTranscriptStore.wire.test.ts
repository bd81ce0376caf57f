import { parseTranscript, type KeyedEntry, type TranscriptStore } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';

function entriesOf(store: TranscriptStore): KeyedEntry[] {
  const { keys, entries } = store.getState();
  return keys.map((key) => entries.get(key)!);
}

/** The entries without what the store adds (`key`, and `index` on entries read from the wire). */
function plain(store: TranscriptStore): unknown[] {
  return entriesOf(store).map(({ key: _key, ...entry }) => {
    if (entry.type === 'error') return entry;
    const { index: _index, ...rest } = entry;
    return rest;
  });
}

const call = (id: string) => ({ type: 'tool_call' as const, id, name: 'get_weather', args: { city: 'Oslo' } });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createTranscriptStore: one reader for the whole conversation', () => {
  it('lets a tuple chunk appended later answer a call from the initial transcript', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'Weather?' }, call('c1')]);
    store.getState().appendJSON('[["ok", "12 °C", {"ui": {"kind": "text", "text": "Mild"}}]]');
    expect(plain(store).slice(2)).toEqual([
      { type: 'tool_result', toolCallId: 'c1', content: '12 °C', isError: false },
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Mild' } },
    ]);
  });

  it('reads the initial transcript from a JSON string, malformed entries included', () => {
    const store = createTranscriptStore('[{"type": "user", "text": "hi"}, {"type": "nope"}]');
    expect(plain(store)).toEqual([
      { type: 'user', text: 'hi' },
      { type: 'error', message: "unknown entry type 'nope'", index: 1, path: 'type' },
    ]);
    expect(createTranscriptStore('{').getState().keys).toHaveLength(1);
  });

  it('holds the initial transcript in the initial state, for server rendering', () => {
    const store = createTranscriptStore([call('c1'), ['ok', 'sunny']]);
    const initial = store.getInitialState();
    expect(initial.keys.map((key) => initial.entries.get(key)?.type)).toEqual(['tool_call', 'tool_result']);
  });

  it('accepts typed entries unchanged, error entries too: parsed entries read back as themselves', () => {
    const parsed = parseTranscript([
      call('c1'),
      ['ok', 'x', { ui: { kind: 'widget', widget: 'map' } }],
      42,
      { type: 'ui', toolCallId: 'c9', ui: { kind: 'widget', label: 'Board', widget: 'board', data: { cards: [] } } },
    ]);
    expect(parsed.filter((entry) => entry.type === 'error')).toHaveLength(2);
    expect(plain(createTranscriptStore(parsed))).toEqual(parsed);
  });

  it('keeps the keys typed initial entries ask for', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'a', key: 'first' }, { type: 'user', text: 'b' }]);
    expect(store.getState().keys[0]).toBe('first');
  });

  it.each([
    ['append', (store: TranscriptStore) => store.getState().append(call('c1'))],
    ['appendMany', (store: TranscriptStore) => store.getState().appendMany([call('c1')])],
  ])('lets a tuple chunk answer a call added with %s', (_method, addCall) => {
    const store = createTranscriptStore();
    addCall(store);
    store.getState().appendJSON([['ok', 'answered']]);
    expect(plain(store)[1]).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'answered', isError: false });
  });

  it('does not let a tuple answer a call a typed result already answered', () => {
    const store = createTranscriptStore([call('c1')]);
    store.getState().append({ type: 'tool_result', toolCallId: 'c1', content: 'done', isError: false });
    store.getState().appendJSON([['ok', 'again']]);
    expect(plain(store)[2]).toMatchObject({ type: 'error', message: 'tool result tuple with no tool call before it' });
  });

  it('lets a tuple answer a call in prepended history when no newer call is open', () => {
    const store = createTranscriptStore([{ type: 'assistant', text: 'later' }]);
    store.getState().prepend([call('old')]);
    store.getState().appendJSON([['ok', 'for the old call']]);
    expect(plain(store).at(-1)).toEqual({ type: 'tool_result', toolCallId: 'old', content: 'for the old call', isError: false });
  });

  it('starts a fresh reader on reset: no call from before answers a tuple after', () => {
    const store = createTranscriptStore([call('c1')]);
    store.getState().reset();
    store.getState().appendJSON([['ok', 'x']]);
    expect(plain(store)).toEqual([{ type: 'error', message: 'tool result tuple with no tool call before it', index: 0 }]);
  });
});

describe('createTranscriptStore: entry numbers are wire indices', () => {
  it('gives each entry read from the wire its position in the wire transcript, counted across chunks', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'hi' }, call('c1')]);
    store.getState().appendJSON([['ok', 'x', { ui: { kind: 'text', text: 'note' } }], { type: 'assistant', text: 'bye' }]);
    expect(entriesOf(store).map((entry) => [entry.type, entry.index])).toEqual([
      ['user', 0],
      ['tool_call', 1],
      // One tuple, two entries: both are wire entry 2.
      ['tool_result', 2],
      ['ui', 2],
      ['assistant', 3],
    ]);
  });

  it('gives typed entries no index, and does not count them as wire entries', () => {
    const store = createTranscriptStore([{ type: 'user', text: 'wire 0' }]);
    store.getState().append({ type: 'assistant', text: 'typed' });
    store.getState().appendJSON([{ type: 'user', text: 'wire 1' }]);
    expect(entriesOf(store).map((entry) => entry.index)).toEqual([0, undefined, 1]);
    expect(Object.hasOwn(entriesOf(store)[1]!, 'index')).toBe(false);
  });

  it('numbers an error entry, its keyed entry and the development warning the same way', () => {
    const warn = vi.mocked(console.warn);
    const store = createTranscriptStore([call('c1'), ['ok', 'x', { ui: { kind: 'text', text: 'note' } }]]);
    store.getState().appendJSON([{ type: 'user', text: 'fine' }, { type: 'bogus' }]);
    const error = entriesOf(store).find((entry) => entry.type === 'error');
    expect(error).toMatchObject({ type: 'error', index: 3 });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("entry 3 at type: unknown entry type 'bogus'"));
  });

  it("keeps an error entry's own index when a parsed transcript is read again", () => {
    // Parsed, the tuple is two entries, so the error sits at position 3 but names wire entry 2.
    const parsed = parseTranscript([call('c1'), ['ok', 'x', { ui: { kind: 'text', text: 'n' } }], 7]);
    const store = createTranscriptStore(parsed);
    expect(entriesOf(store).at(-1)).toMatchObject({ type: 'error', index: 2 });
  });

  it('warns once about a malformed entry, not again when its parsed transcript is read back', () => {
    const warn = vi.mocked(console.warn);
    const parsed = parseTranscript([7]);
    expect(warn).toHaveBeenCalledTimes(1);
    createTranscriptStore(parsed);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
