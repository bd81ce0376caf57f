import type { KeyedEntry, TranscriptEntry } from '../../src/core';
import { groupToolCards, toolCardStatus } from '../../src/primitives';

function book(entries: TranscriptEntry[]) {
  const keyed = new Map<string, KeyedEntry>(entries.map((entry, index) => [`k${index}`, { ...entry, key: `k${index}` }]));
  return { keys: [...keyed.keys()], entryOf: (key: string) => keyed.get(key) };
}

const call = (id: string, extra: object = {}): TranscriptEntry => ({ type: 'tool_call', id, name: `tool_${id}`, args: {}, ...extra });
const result = (id: string, isError = false): TranscriptEntry => ({ type: 'tool_result', toolCallId: id, content: `result ${id}`, isError });
const note = (id: string): TranscriptEntry => ({ type: 'ui', toolCallId: id, ui: { kind: 'text', text: `note ${id}` } });

describe('groupToolCards', () => {
  it('folds a call’s first result, decision and ui rows into its row; orphans and second results stay rows', () => {
    const { keys, entryOf } = book([
      { type: 'user', text: 'hi' },
      call('a'),
      call('b'),
      result('a'),
      note('a'),
      { type: 'tool_approval', toolCallId: 'b', approved: true },
      result('b'),
      result('b', true),
      note('nobody'),
    ]);
    const { rows, groups } = groupToolCards(keys, entryOf);
    expect(rows).toEqual(['k0', 'k1', 'k2', 'k7', 'k8']);
    expect(groups.get('k1')).toEqual({ callKey: 'k1', resultKey: 'k3', uiKeys: ['k4'] });
    expect(groups.get('k2')).toEqual({ callKey: 'k2', resultKey: 'k6', approvalKey: 'k5', uiKeys: [] });
  });

  it('a call id used again starts a new card', () => {
    const { keys, entryOf } = book([call('a'), result('a'), call('a'), result('a')]);
    const { rows, groups } = groupToolCards(keys, entryOf);
    expect(rows).toEqual(['k0', 'k2']);
    expect(groups.get('k2')?.resultKey).toBe('k3');
  });

  it('returns the keys themselves when nothing folds, and reuses unchanged groups', () => {
    const plain = book([{ type: 'user', text: 'a' }, note('x')]);
    expect(groupToolCards(plain.keys, plain.entryOf).rows).toBe(plain.keys);

    const { keys, entryOf } = book([call('a'), result('a'), call('b')]);
    const first = groupToolCards(keys.slice(0, 2), entryOf);
    const second = groupToolCards(keys, entryOf, first);
    expect(second.groups.get('k0')).toBe(first.groups.get('k0'));
  });
});

describe('toolCardStatus', () => {
  const c = call('a') as Extract<TranscriptEntry, { type: 'tool_call' }>;
  const asked = call('a', { approval: 'required' }) as typeof c;
  const ok = result('a') as Extract<TranscriptEntry, { type: 'tool_result' }>;
  const failed = result('a', true) as typeof ok;
  const yes = { type: 'tool_approval', toolCallId: 'a', approved: true } as const;
  const no = { type: 'tool_approval', toolCallId: 'a', approved: false } as const;

  it.each([
    ['running', { call: c }],
    ['complete', { call: c, result: ok }],
    ['error', { call: c, result: failed }],
    ['pending', { call: asked }],
    ['running', { call: asked, approval: yes }],
    ['denied', { call: asked, approval: no }],
    ['denied', { call: asked, approval: no, result: failed }],
    ['complete', { call: asked, approval: yes, result: ok }],
  ] as const)('%s for %j', (status, parts) => {
    expect(toolCardStatus(parts)).toBe(status);
  });
});
