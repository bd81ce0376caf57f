import { readFrameMessage } from '../../src/react';

describe('readFrameMessage', () => {
  it('accepts a dispatch with JSON args and a resize', () => {
    expect(readFrameMessage({ type: 'cameo:dispatch', action: 'claim', args: { id: 'a', n: [1, null, true] } })).toEqual({
      ok: true,
      value: { type: 'cameo:dispatch', action: 'claim', args: { id: 'a', n: [1, null, true] } },
    });
    expect(readFrameMessage({ type: 'cameo:resize', height: 120 })).toEqual({ ok: true, value: { type: 'cameo:resize', height: 120 } });
  });

  it.each([
    ['a string', 'cameo:dispatch'],
    ['null', null],
    ['another type', { type: 'cameo:navigate', url: 'javascript:alert(1)' }],
    ['an empty action', { type: 'cameo:dispatch', action: '', args: null }],
    ['a non-string action', { type: 'cameo:dispatch', action: 7, args: null }],
    ['missing args', { type: 'cameo:dispatch', action: 'claim' }],
    ['an extra key', { type: 'cameo:dispatch', action: 'claim', args: null, eval: 'x' }],
    ['non-JSON args', { type: 'cameo:dispatch', action: 'claim', args: new Map() }],
    ['a non-finite number in args', { type: 'cameo:dispatch', action: 'claim', args: [Infinity] }],
    ['a negative height', { type: 'cameo:resize', height: -1 }],
    ['a NaN height', { type: 'cameo:resize', height: Number.NaN }],
  ])('refuses %s', (_name, data) => {
    expect(readFrameMessage(data).ok).toBe(false);
  });

  it('refuses hostile nesting without throwing', () => {
    let args: unknown = null;
    for (let depth = 0; depth < 100_000; depth += 1) args = [args];
    expect(readFrameMessage({ type: 'cameo:dispatch', action: 'claim', args }).ok).toBe(false);
  });
});
