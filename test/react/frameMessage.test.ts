import { readFrameMessage } from '../../src/react';

const token = '0123456789abcdef0123456789abcdef';

describe('readFrameMessage', () => {
  it('accepts a dispatch with JSON args, a resize and a dropped count, each with its token', () => {
    expect(readFrameMessage({ type: 'cameo:dispatch', token, action: 'claim', args: { id: 'a', n: [1, null, true] } })).toEqual({
      ok: true,
      value: { type: 'cameo:dispatch', token, action: 'claim', args: { id: 'a', n: [1, null, true] } },
    });
    expect(readFrameMessage({ type: 'cameo:resize', token, height: 120 })).toEqual({ ok: true, value: { type: 'cameo:resize', token, height: 120 } });
    expect(readFrameMessage({ type: 'cameo:dropped', token, count: 3 })).toEqual({ ok: true, value: { type: 'cameo:dropped', token, count: 3 } });
  });

  it("accepts the wrapper's left, and nothing more in it", () => {
    expect(readFrameMessage({ type: 'cameo:left', token })).toEqual({ ok: true, value: { type: 'cameo:left', token } });
    expect(readFrameMessage({ type: 'cameo:left', token, url: 'http://x' }).ok).toBe(false);
  });

  it.each([
    ['a string', 'cameo:dispatch'],
    ['null', null],
    ['another type', { type: 'cameo:navigate', token, url: 'javascript:alert(1)' }],
    ['an empty action', { type: 'cameo:dispatch', token, action: '', args: null }],
    ['a non-string action', { type: 'cameo:dispatch', token, action: 7, args: null }],
    ['missing args', { type: 'cameo:dispatch', token, action: 'claim' }],
    ['an extra key', { type: 'cameo:dispatch', token, action: 'claim', args: null, eval: 'x' }],
    ['non-JSON args', { type: 'cameo:dispatch', token, action: 'claim', args: new Map() }],
    ['a non-finite number in args', { type: 'cameo:dispatch', token, action: 'claim', args: [Infinity] }],
    ['a negative height', { type: 'cameo:resize', token, height: -1 }],
    ['a NaN height', { type: 'cameo:resize', token, height: Number.NaN }],
    ['no token', { type: 'cameo:resize', height: 10 }],
    ['a non-string token', { type: 'cameo:resize', token: 7, height: 10 }],
    ['a zero dropped count', { type: 'cameo:dropped', token, count: 0 }],
    ['a fractional dropped count', { type: 'cameo:dropped', token, count: 1.5 }],
  ])('refuses %s', (_name, data) => {
    expect(readFrameMessage(data).ok).toBe(false);
  });

  it('refuses hostile nesting without throwing', () => {
    let args: unknown = null;
    for (let depth = 0; depth < 100_000; depth += 1) args = [args];
    expect(readFrameMessage({ type: 'cameo:dispatch', token, action: 'claim', args }).ok).toBe(false);
  });
});
