import type { TranscriptEntry } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';
import { countArrayWork } from './countArrayWork';

// Work is counted, not timed (see countArrayWork): a copy of every key per append makes N
// one-entry appends cost about N²/2; amortised O(1) appends cost about N.
const message = (at: number): TranscriptEntry => ({ type: 'assistant', text: `m${at}` });
const call = (at: number) => ({ type: 'tool_call', id: `c${at}`, name: 'search', args: {} });

function storeOf(count: number) {
  const store = createTranscriptStore();
  store.getState().appendMany(Array.from({ length: count }, (_, at) => message(at)));
  return store;
}

describe('createTranscriptStore: appends cost the appended entries, not the history', () => {
  it('takes N one-entry appendJSON chunks with work in proportion to N', () => {
    const work = (count: number) =>
      countArrayWork(() => {
        const store = createTranscriptStore();
        for (let at = 0; at < count; at += 1) store.getState().appendJSON([call(at)]);
      });
    expect(work(8_000) / work(1_000)).toBeLessThan(10);
  });

  it.each([1_000, 8_000])('appends one entry to %i entries of history without walking them', (history) => {
    const store = storeOf(history);
    const before = store.getState().keys;
    let keys: string[] = [];
    const work = countArrayWork(() => {
      keys = [...store.getState().appendJSON([call(0)]), ...store.getState().append(message(-1))];
    });
    // A constant: each change copies the state's own fields (about 20), never the history's keys.
    expect(work).toBeLessThan(120);
    // Still a new snapshot for React, holding every key, and the one before it unchanged.
    const after = store.getState().keys;
    expect(after).not.toBe(before);
    expect(after).toHaveLength(history + 2);
    expect(after.slice(-2)).toEqual(keys);
    expect(before).toHaveLength(history);
  });

  it.each([1_000, 8_000])('prepends one entry to %i entries of history without walking them', (history) => {
    const store = storeOf(history);
    const first = store.getState().keys[0];
    let keys: string[] = [];
    const work = countArrayWork(() => {
      keys = store.getState().prepend([message(-1)]);
    });
    expect(work).toBeLessThan(100);
    expect(store.getState().keys.slice(0, 2)).toEqual([...keys, first]);
  });

  it.each([1_000, 8_000])('prepends a tool call beneath %i open calls without walking them', (open) => {
    const store = createTranscriptStore();
    store.getState().appendJSON(Array.from({ length: open }, (_, at) => call(at)));
    const work = countArrayWork(() => {
      store.getState().prepend([{ type: 'tool_call', id: 'older', name: 'search', args: {} }]);
    });
    expect(work).toBeLessThan(100);
  });

  it('answers bare tuples from the newest open call down, through every prepended chunk', () => {
    const store = createTranscriptStore();
    const older = (id: string) => ({ type: 'tool_call' as const, id, name: 'search', args: {} });
    store.getState().appendJSON([call(1)]);
    store.getState().prepend([older('b1'), older('b2')]);
    store.getState().prepend([older('a1'), older('a2')]);
    const keys = store.getState().appendJSON(Array.from({ length: 6 }, () => ['ok', 'done']));
    const { entries } = store.getState();
    const answered = keys.map((key) => entries.get(key)).map((entry) => (entry?.type === 'tool_result' ? entry.toolCallId : entry?.type));
    expect(answered).toEqual(['c1', 'b2', 'b1', 'a2', 'a1', 'error']);
  });

  it('gives every reader of one state the same keys array, and a streamed token keeps it', () => {
    const store = storeOf(3);
    const [key] = store.getState().append(message(3));
    const state = store.getState();
    expect(state.keys).toBe(state.keys);
    store.getState().appendText(key!, ' more');
    expect(store.getState().keys).toBe(state.keys);
    expect(store.getState().keys).toEqual(['e0', 'e1', 'e2', 'e3']);
  });
});
