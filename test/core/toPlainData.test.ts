// @vitest-environment node
import { toPlainData } from '../../src/core/toPlainData';

const own = (value: object, key: string) => Object.getOwnPropertyDescriptor(value, key)?.value as unknown;

describe('toPlainData', () => {
  it('keeps a "__proto__" key as an own data property at every depth, never as the prototype', () => {
    const copy = toPlainData(JSON.parse('{"a":1,"__proto__":{"isAdmin":true},"list":[{"__proto__":null}]}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.isAdmin).toBeUndefined();
    expect(own(copy, '__proto__')).toEqual({ isAdmin: true });
    const item = (copy.list as object[])[0]!;
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.hasOwn(item, '__proto__')).toBe(true);
    expect(own(item, '__proto__')).toBeNull();
    expect(JSON.stringify(copy)).toBe('{"a":1,"__proto__":{"isAdmin":true},"list":[{"__proto__":null}]}');
  });

  it('makes null-prototype objects ordinary ones, and keeps what JSON cannot make as it is', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { n: 1 });
    const when = new Date(0);
    class Point {
      x = 1;
    }
    const point = new Point();
    const copy = toPlainData({ bare, when, point, text: 'x', nothing: null }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy.bare)).toBe(Object.prototype);
    expect(copy.bare).toEqual({ n: 1 });
    expect(copy.when).toBe(when);
    expect(copy.point).toBe(point);
    expect(copy).toMatchObject({ text: 'x', nothing: null });
    expect(toPlainData('text')).toBe('text');
    expect(toPlainData(null)).toBeNull();
  });

  it('copies rather than aliases, and keeps shared and cyclic references as they are', () => {
    const shared = { n: 1 };
    const source: Record<string, unknown> = { left: shared, right: shared };
    source.self = source;
    const copy = toPlainData(source) as Record<string, unknown>;
    expect(copy).not.toBe(source);
    expect(copy.left).not.toBe(shared);
    expect(copy.left).toBe(copy.right);
    expect(copy.self).toBe(copy);
  });

  it('copies data nested deeper than the call stack goes without throwing', () => {
    const depth = 100_000;
    const deep = JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    let copy = toPlainData(deep);
    let levels = 0;
    while (Array.isArray(copy) && copy.length > 0) {
      copy = copy[0];
      levels += 1;
    }
    expect(levels).toBe(depth - 1);
  });
});
