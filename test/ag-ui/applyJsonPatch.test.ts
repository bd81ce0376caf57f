import { applyJsonPatch, DEFAULT_JSON_PATCH_LIMITS } from '../../src/ag-ui';

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
    ['an escaped __proto__ token deeper down', [{ op: 'add', path: '/ui/__proto__/polluted', value: 1 }]],
    ['a constructor/prototype path', [{ op: 'add', path: '/constructor/prototype/polluted', value: 1 }]],
    ['a move out of __proto__', [{ op: 'move', from: '/__proto__', path: '/polluted' }]],
  ])('reports %s without throwing or applying part of it', (_name, patch) => {
    const result = applyJsonPatch(doc, [{ op: 'replace', path: '/ui/label', value: 'half' }, ...(Array.isArray(patch) ? patch : [patch])]);
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('applyJsonPatch limits', () => {
  // The audit's bomb: each copy of the whole document into itself doubles it.
  const seed = { title: 'x'.repeat(850), items: [1, 2, 3] };
  const bomb = (copies: number) => Array.from({ length: copies }, (_, at) => ({ op: 'copy', from: '', path: `/c${at}` }));

  it.each([14, 24])('refuses %i copies of the whole document once they would add more than maxAddedBytes, before making it', (copies) => {
    const before = structuredClone(seed);
    const result = applyJsonPatch(seed, bomb(copies));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^operation \d+: the patch would add more than maxAddedBytes \(4194304\) of JSON$/) });
    const at = Number(/^operation (\d+)/.exec(result.ok ? '' : result.error)?.[1]);
    // The refused operation is the first whose copy would pass the bound: all before it fit.
    const fits = applyJsonPatch(seed, bomb(at));
    expect(fits.ok).toBe(true);
    const added = JSON.stringify(fits.ok ? fits.value : null).length - JSON.stringify(seed).length;
    expect(added).toBeLessThanOrEqual(DEFAULT_JSON_PATCH_LIMITS.maxAddedBytes);
    expect(added + JSON.stringify(fits.ok ? fits.value : null).length).toBeGreaterThan(DEFAULT_JSON_PATCH_LIMITS.maxAddedBytes);
    expect(seed).toEqual(before);
  });

  it('takes smaller limits as options, and refuses a patch with more operations than maxOperations', () => {
    const add = (at: number) => ({ op: 'add', path: `/k${at}`, value: at });
    expect(applyJsonPatch({}, Array.from({ length: 1_001 }, (_, at) => add(at)))).toEqual({
      ok: false,
      error: 'the patch has 1001 operations, more than maxOperations (1000)',
    });
    expect(applyJsonPatch({}, [add(1), add(2), add(3)], { maxOperations: 2 }).ok).toBe(false);
    expect(applyJsonPatch({}, [{ op: 'add', path: '/a', value: 'x'.repeat(100) }], { maxAddedBytes: 50 })).toEqual({
      ok: false,
      error: 'operation 0: the patch would add more than maxAddedBytes (50) of JSON',
    });
    expect(applyJsonPatch({}, [{ op: 'add', path: '/a', value: 'x'.repeat(10) }], { maxAddedBytes: 50 })).toEqual({ ok: true, value: { a: 'x'.repeat(10) } });
  });

  it('refuses a huge array value past maxAddedBytes without walking all of it, and leaves the document alone', () => {
    const huge = new Array<number>(5_000_000).fill(0);
    const doc = { ui: { data: { cards: ['a'] } } };
    const before = structuredClone(doc);
    expect(applyJsonPatch(doc, [{ op: 'add', path: '/ui/data/cards/-', value: huge }])).toEqual({
      ok: false,
      error: 'operation 0: the patch would add more than maxAddedBytes (4194304) of JSON',
    });
    expect(applyJsonPatch(doc, [{ op: 'replace', path: '/ui/data/cards', value: huge }]).ok).toBe(false);
    expect(doc).toEqual(before);
  });

  it('shares every subtree a delta does not touch, and makes new objects only along its paths', () => {
    const rows = Array.from({ length: 2_000 }, (_, at) => ({ id: at, text: `row ${at}` }));
    const doc = { ui: { label: 'Board', data: { rows, totals: { count: 2_000 } } }, history: [{ at: 1 }] };
    const result = applyJsonPatch(doc, [
      { op: 'replace', path: '/ui/data/totals/count', value: 2_001 },
      { op: 'add', path: '/ui/label', value: 'Kanban' },
    ]);
    expect(result.ok).toBe(true);
    const next = (result.ok ? result.value : null) as typeof doc;
    expect(next.ui.data.totals.count).toBe(2_001);
    expect(next.ui.label).toBe('Kanban');
    // New references where something changed, so React redraws those...
    expect(next).not.toBe(doc);
    expect(next.ui).not.toBe(doc.ui);
    expect(next.ui.data.totals).not.toBe(doc.ui.data.totals);
    // ...and the very same objects everywhere else: no whole-document copy.
    expect(next.ui.data.rows).toBe(rows);
    expect(next.ui.data.rows[1_999]).toBe(rows[1_999]);
    expect(next.history).toBe(doc.history);
    expect(doc.ui.data.totals.count).toBe(2_000);
    expect(doc.ui.label).toBe('Board');
  });

  it('keeps a copy apart from its source when a later operation changes either', () => {
    const doc = { a: { n: 1 } };
    const result = applyJsonPatch(doc, [
      { op: 'add', path: '/a/m', value: 2 },
      { op: 'copy', from: '/a', path: '/b' },
      { op: 'add', path: '/a/only', value: 'a' },
      { op: 'copy', from: '', path: '/whole' },
      { op: 'add', path: '/whole/b/deep', value: true },
    ]);
    expect(result).toEqual({
      ok: true,
      value: { a: { n: 1, m: 2, only: 'a' }, b: { n: 1, m: 2 }, whole: { a: { n: 1, m: 2, only: 'a' }, b: { n: 1, m: 2, deep: true } } },
    });
    expect(doc).toEqual({ a: { n: 1 } });
  });

  it.each([
    ['a move into its own child', [{ op: 'move', from: '/a', path: '/a/b' }]],
    ['an index with a leading zero', [{ op: 'add', path: '/list/01', value: 1 }]],
    ['a replace of an inherited key', [{ op: 'replace', path: '/toString', value: 1 }]],
    ['a copy from an inherited key', [{ op: 'copy', from: '/constructor', path: '/x' }]],
  ])('refuses %s', (_name, patch) => {
    expect(applyJsonPatch({ a: { b: 1 }, list: [0, 1] }, patch).ok).toBe(false);
  });
});
