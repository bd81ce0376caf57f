// @vitest-environment node
import { replaceEqualDeep } from '@tanstack/query-core';
import { sharePlainData } from '../../src/core/sharePlainData';

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;
const own = (value: object, key: string) => Object.getOwnPropertyDescriptor(value, key)?.value as unknown;

describe('sharePlainData', () => {
  it('keeps a "__proto__" key as data where query-core’s sharing makes it the prototype', () => {
    const before = parse('{"count":0,"__proto__":{"isAdmin":true}}');
    const after = parse('{"count":1,"__proto__":{"isAdmin":true}}');
    // What this replaces: the audit's inherited flag.
    expect((replaceEqualDeep(before, after) as Record<string, unknown>).isAdmin).toBe(true);

    const shared = sharePlainData(before, after) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(shared.isAdmin).toBeUndefined();
    expect(shared.count).toBe(1);
    // The unchanged "__proto__" value is the earlier one, as any unchanged part is.
    expect(own(shared, '__proto__')).toBe(own(before, '__proto__'));
  });

  it('compares with the earlier data’s own properties only, never what it inherits', () => {
    const shared = sharePlainData(parse('{"a":1}'), parse('{"a":1,"__proto__":{}}')) as Record<string, unknown>;
    expect(own(shared, '__proto__')).not.toBe(Object.prototype);
    expect(own(shared, '__proto__')).toEqual({});
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
  });

  it('returns the earlier data itself when nothing changed, and shares every unchanged part', () => {
    const before = parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":2}],"n":1}');
    expect(sharePlainData(before, parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":2}],"n":1}'))).toBe(before);

    const after = sharePlainData(before, parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":3}],"n":1}')) as typeof before;
    expect(after).not.toBe(before);
    expect(after.user).toBe(before.user);
    expect((after.cards as object[])[0]).toBe((before.cards as object[])[0]);
    expect((after.cards as object[])[1]).toEqual({ id: 3 });
  });

  it('copies the first data into plain objects', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { n: 1 });
    const first = sharePlainData(undefined, { bare }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(first.bare)).toBe(Object.prototype);
  });

  it('shares past query-core’s depth limit without throwing, copying what lies deeper', () => {
    const json = '['.repeat(2_000) + '1' + ']'.repeat(2_000);
    const before = JSON.parse(json) as unknown;
    const after = JSON.parse(json.replace('1', '2')) as unknown;
    let shared = sharePlainData(before, after);
    let levels = 0;
    while (Array.isArray(shared)) {
      shared = shared[0];
      levels += 1;
    }
    expect([levels, shared]).toEqual([2_000, 2]);
  });
});
