import { applyJsonPatch } from '../../src/ag-ui';

describe('applyJsonPatch', () => {
  const doc = { ui: { label: 'Board', data: { cards: ['a', 'b'] } } };

  it.each([
    ['replace', [{ op: 'replace', path: '/ui/label', value: 'Kanban' }], { ui: { label: 'Kanban', data: { cards: ['a', 'b'] } } }],
    ['add to an array end', [{ op: 'add', path: '/ui/data/cards/-', value: 'c' }], { ui: { label: 'Board', data: { cards: ['a', 'b', 'c'] } } }],
    ['add at an index', [{ op: 'add', path: '/ui/data/cards/0', value: 'z' }], { ui: { label: 'Board', data: { cards: ['z', 'a', 'b'] } } }],
    ['remove', [{ op: 'remove', path: '/ui/data/cards/1' }], { ui: { label: 'Board', data: { cards: ['a'] } } }],
    ['move', [{ op: 'move', from: '/ui/label', path: '/title' }], { ui: { data: { cards: ['a', 'b'] } }, title: 'Board' }],
    ['copy', [{ op: 'copy', from: '/ui/label', path: '/title' }], { ui: { label: 'Board', data: { cards: ['a', 'b'] } }, title: 'Board' }],
    ['a passing test', [{ op: 'test', path: '/ui/label', value: 'Board' }], doc],
    ['escaped tokens', [{ op: 'add', path: '/a~1b~0c', value: 1 }], { ...doc, 'a/b~c': 1 }],
  ])('applies %s, leaving the original alone', (_name, patch, expected) => {
    const before = structuredClone(doc);
    expect(applyJsonPatch(doc, patch)).toEqual({ ok: true, value: expected });
    expect(doc).toEqual(before);
  });

  it('reports a patch that is not an array', () => {
    expect(applyJsonPatch(doc, { op: 'add', path: '/x', value: 1 })).toEqual({ ok: false, error: 'the patch is not an array' });
  });

  it.each([
    ['an operation without a path', { op: 'add' }],
    ['a failed test', [{ op: 'test', path: '/ui/label', value: 'Other' }]],
    ['a missing path', [{ op: 'replace', path: '/nope', value: 1 }]],
    ['an index out of range', [{ op: 'add', path: '/ui/data/cards/9', value: 1 }]],
    ['an unknown op', [{ op: 'merge', path: '/ui', value: {} }]],
    ['a path without a slash', [{ op: 'add', path: 'ui', value: 1 }]],
    ['a __proto__ path', [{ op: 'add', path: '/__proto__/polluted', value: 1 }]],
  ])('reports %s without throwing or applying part of it', (_name, patch) => {
    const result = applyJsonPatch(doc, [{ op: 'replace', path: '/ui/label', value: 'half' }, ...(Array.isArray(patch) ? patch : [patch])]);
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
