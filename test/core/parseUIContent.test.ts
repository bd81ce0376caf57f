import * as v from 'valibot';
import { parseUIContent, uiContentSchema } from '../../src/core';

describe('parseUIContent', () => {
  it('reads a note', () => {
    expect(parseUIContent({ kind: 'text', text: 'Saved your booking.' })).toEqual({
      ok: true,
      value: { kind: 'text', text: 'Saved your booking.' },
    });
  });

  it('keeps note text verbatim, markup included (it is never interpreted)', () => {
    const text = '<img src=x onerror=alert(1)> **bold** 👋';
    expect(parseUIContent({ kind: 'text', text })).toEqual({ ok: true, value: { kind: 'text', text } });
  });

  it('reads a widget launcher without data, leaving the data key absent', () => {
    const result = parseUIContent({ kind: 'widget', label: 'Open forecast', widget: 'forecast' });
    expect(result).toEqual({ ok: true, value: { kind: 'widget', label: 'Open forecast', widget: 'forecast' } });
    expect(result.ok && Object.hasOwn(result.value, 'data')).toBe(false);
  });

  it('reads a widget launcher with a data snapshot, by reference', () => {
    const data = { days: [{ high: 12 }] };
    const result = parseUIContent({ kind: 'widget', label: 'Open', widget: 'forecast', data });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.kind === 'widget' && result.value.data).toBe(data);
  });

  it.each([
    ['{}', {}],
    ['0', 0],
    ['false', false],
    ['an empty string', ''],
    ['an empty array', []],
  ])('counts `data: %s` as a snapshot (the key is present)', (_label, data) => {
    const result = parseUIContent({ kind: 'widget', label: 'Open', widget: 'w', data });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.hasOwn(result.value, 'data')).toBe(true);
    expect((result.value as { data?: unknown }).data).toEqual(data);
  });

  it('treats `data: null` as no snapshot, so the widget renders itself: the key is dropped (the seed sends nil)', () => {
    expect(parseUIContent({ kind: 'widget', label: 'x', widget: 'w', data: null })).toEqual({
      ok: true,
      value: { kind: 'widget', label: 'x', widget: 'w' },
    });
    const result = parseUIContent(JSON.parse('{"kind":"widget","label":"x","widget":"w","data":null}'));
    expect(result.ok && Object.hasOwn(result.value, 'data')).toBe(false);
  });

  it('drops `data: null` in the wire schema itself, not only on the parser\'s fast path', () => {
    const ui = v.parse(uiContentSchema, { kind: 'widget', label: 'x', widget: 'w', data: null });
    expect(ui).toEqual({ kind: 'widget', label: 'x', widget: 'w' });
    expect(Object.hasOwn(ui, 'data')).toBe(false);
  });

  it('treats `data: undefined` as no snapshot (undefined cannot come over JSON)', () => {
    const result = parseUIContent({ kind: 'widget', label: 'Open', widget: 'w', data: undefined });
    expect(result.ok && Object.hasOwn(result.value, 'data')).toBe(false);
  });

  it('ignores an inherited data property', () => {
    const launcher = Object.assign(Object.create({ data: 'inherited' }) as object, {
      kind: 'widget',
      label: 'Open',
      widget: 'w',
    });
    const result = parseUIContent(launcher);
    expect(result).toEqual({ ok: true, value: { kind: 'widget', label: 'Open', widget: 'w' } });
  });

  it('drops fields it does not know', () => {
    expect(parseUIContent({ kind: 'text', text: 'hi', html: '<b>hi</b>' })).toEqual({
      ok: true,
      value: { kind: 'text', text: 'hi' },
    });
  });

  it.each([
    ['null', null, 'UI content is null, expected an object'],
    ['a string', 'hello', 'UI content is a string, expected an object'],
    ['an array', [{ kind: 'text', text: 'x' }], 'UI content is an array, expected an object'],
    ['undefined', undefined, 'UI content is undefined, expected an object'],
    ['no kind', { text: 'x' }, 'UI content without a kind'],
    ['an unknown kind', { kind: 'x' }, "unknown UI kind 'x'"],
    ['an unknown non-string kind', { kind: 3 }, "unknown UI kind '3'"],
    ['an object kind', { kind: { toString: 1 } }, 'unknown UI kind an object'],
    ['a note without text', { kind: 'text' }, 'note without text'],
    ['a note with non-string text', { kind: 'text', text: 1 }, 'note without text'],
    ['a launcher without a label', { kind: 'widget', widget: 'w' }, 'widget launcher without a label'],
    ['a launcher with a whitespace label', { kind: 'widget', label: ' \n\t', widget: 'w' }, 'widget launcher without a label'],
    ['a launcher with a non-string label', { kind: 'widget', label: 5, widget: 'w' }, 'widget launcher without a label'],
    ['a launcher without a widget id', { kind: 'widget', label: 'Open' }, "widget launcher 'Open' without a widget id"],
    ['a launcher with an empty widget id', { kind: 'widget', label: 'Open', widget: '' }, "widget launcher 'Open' without a widget id"],
  ])('rejects %s', (_label, value, error) => {
    expect(parseUIContent(value)).toEqual({ ok: false, error });
  });

  it('cuts a huge label short in its error message', () => {
    const label = 'L'.repeat(100_000);
    const result = parseUIContent({ kind: 'widget', label });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(`widget launcher '${'L'.repeat(40)}…' without a widget id`);
  });

  it('treats a JSON `__proto__` key as data', () => {
    const value: unknown = JSON.parse('{"__proto__": {"kind": "text", "text": "injected"}}');
    expect(parseUIContent(value)).toEqual({ ok: false, error: 'UI content without a kind' });

    const launcher: unknown = JSON.parse('{"kind": "widget", "label": "Open", "widget": "w", "data": {"__proto__": {"polluted": true}}}');
    const result = parseUIContent(launcher);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on odd values', () => {
    for (const value of [Symbol('s'), 10n, () => 1, Object.create(null), new Map(), new Date(0)]) {
      expect(() => parseUIContent(value)).not.toThrow();
      expect(parseUIContent(value).ok).toBe(false);
    }
  });
});
