// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import { createCameoClient } from '../../../src/core';

const hostile = (count: number) => JSON.parse(`{"count":${count},"__proto__":{"isAdmin":true}}`) as unknown;

describe('createCameoClient: widget data written with no viewer', () => {
  it('stays plain when seeded twice, even after its query was garbage-collected', () => {
    const queryClient = new QueryClient();
    const client = createCameoClient({ queryClient });
    const read = () => queryClient.getQueryData(['cameo', 'widget', 'probe']) as Record<string, unknown>;

    client.seed('probe', hostile(1));
    client.seed('probe', hostile(2));
    expect(read().count).toBe(2);
    expect(read().isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(read())).toBe(Object.prototype);

    // As after gcTime with no viewer: the next write builds a query no observer has configured.
    queryClient.removeQueries({ queryKey: ['cameo', 'widget', 'probe'] });
    client.seed('probe', hostile(3));
    client.seed('probe', hostile(4));
    expect(read().count).toBe(4);
    expect(read().isAdmin).toBeUndefined();
    expect(Object.hasOwn(read(), '__proto__')).toBe(true);
  });
});
