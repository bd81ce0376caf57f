// @vitest-environment node
import { replaceEqualDeep } from '@tanstack/query-core';
import { shareEqualData } from '../../src/core/shareEqualData';

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;
const own = (value: object, key: string) => Object.getOwnPropertyDescriptor(value, key)?.value as unknown;

describe('shareEqualData', () => {
  it('keeps a "__proto__" key as data where query-core’s sharing makes it the prototype', () => {
    const before = parse('{"count":0,"__proto__":{"isAdmin":true}}');
    const after = parse('{"count":1,"__proto__":{"isAdmin":true}}');
    // What this replaces: the audit's inherited flag.
    expect((replaceEqualDeep(before, after) as Record<string, unknown>).isAdmin).toBe(true);

    const shared = shareEqualData(before, after) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(shared.isAdmin).toBeUndefined();
    expect(shared.count).toBe(1);
    // The unchanged "__proto__" value is the earlier one, as any unchanged part is.
    expect(own(shared, '__proto__')).toBe(own(before, '__proto__'));
  });

  it.each(['null', '"admin"', '[1]', '{"isAdmin":true}'])('keeps a "__proto__" of %s as an own value, top level and nested', (value) => {
    const json = (n: number) => `{"n":${n},"__proto__":${value},"user":{"n":${n},"__proto__":${value}}}`;
    const shared = shareEqualData(parse(json(0)), parse(json(1))) as Record<string, unknown>;
    for (const record of [shared, shared.user as Record<string, unknown>]) {
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
      expect(Object.hasOwn(record, '__proto__')).toBe(true);
      expect(JSON.stringify(own(record, '__proto__'))).toBe(value);
    }
    expect(JSON.stringify(shared)).toBe(json(1));
  });

  it('compares with the earlier data’s own properties only, never what it inherits', () => {
    const shared = shareEqualData(parse('{"a":1}'), parse('{"a":1,"__proto__":{}}')) as Record<string, unknown>;
    expect(own(shared, '__proto__')).not.toBe(Object.prototype);
    expect(own(shared, '__proto__')).toEqual({});
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
  });

  it('returns the earlier data itself when nothing changed, and shares every unchanged part', () => {
    const before = parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":2}],"n":1}');
    expect(shareEqualData(before, parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":2}],"n":1}'))).toBe(before);

    const after = shareEqualData(before, parse('{"user":{"name":"Ada"},"cards":[{"id":1},{"id":3}],"n":1}')) as typeof before;
    expect(after).not.toBe(before);
    expect(after.user).toBe(before.user);
    expect((after.cards as object[])[0]).toBe((before.cards as object[])[0]);
    expect((after.cards as object[])[1]).toEqual({ id: 3 });
  });

  it('keeps the first data as it is: JSON.parse already made its "__proto__" key an own property', () => {
    const first = parse('{"n":1,"__proto__":{"isAdmin":true}}');
    expect(shareEqualData(undefined, first)).toBe(first);
    expect(first.isAdmin).toBeUndefined();
  });

  it('keeps what JSON cannot make (a Date, a class instance) as it is', () => {
    const when = new Date(0);
    const shared = shareEqualData({ when: new Date(0), n: 1 }, { when, n: 2 }) as Record<string, unknown>;
    expect(shared.when).toBe(when);
  });

  it('shares down to query-core’s depth limit and takes what lies deeper as it is', () => {
    const json = '['.repeat(2_000) + '1' + ']'.repeat(2_000);
    const before = JSON.parse(json) as unknown;
    const after = JSON.parse(json.replace('1', '2')) as unknown;
    let shared = shareEqualData(before, after);
    let levels = 0;
    while (Array.isArray(shared)) {
      shared = shared[0];
      levels += 1;
    }
    expect([levels, shared]).toEqual([2_000, 2]);
  });
});
