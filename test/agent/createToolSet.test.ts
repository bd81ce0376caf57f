import { createToolSet, listWidgets, ok, type ParametersSchema, type Tool } from '../../src/agent';

function tool(name: string, overrides: Partial<Tool> = {}): Tool {
  return {
    name,
    description: `The ${name} tool`,
    parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
    execute: (_agentId, _callId, args) => `${name}: ${(args as { q: string }).q}`,
    ...overrides,
  };
}

const call = (args: unknown = { q: 'hello' }) => ({ agentId: 'agent-1', callId: 'call-7', args });

describe('createToolSet', () => {
  it('throws on a duplicate name, naming the tool', () => {
    expect(() => createToolSet([tool('search'), tool('weather'), tool('search')])).toThrow(
      'Duplicate tool name "search": every tool in a set needs a unique name.',
    );
  });

  it('accepts distinct names, and exposes the tools in order', () => {
    const tools = [tool('search'), tool('weather')];
    const set = createToolSet(tools);
    expect(set.tools.map((t) => t.name)).toEqual(['search', 'weather']);
  });

  it('gets a tool by name, and nothing for an unknown or inherited name', () => {
    const search = tool('search');
    const set = createToolSet([search, tool('weather')]);
    expect(set.get('search')).toBe(search);
    expect(set.get('nope')).toBeUndefined();
    expect(set.get('constructor')).toBeUndefined();
    expect(set.get('__proto__')).toBeUndefined();
  });

  it('runs a tool by name with validated args', async () => {
    const execute = vi.fn(() => ok('found 3 results'));
    const set = createToolSet([tool('weather'), tool('search', { execute })]);
    const run = await set.run('search', call({ q: 'cats' }));
    expect(execute).toHaveBeenCalledWith('agent-1', 'call-7', { q: 'cats' }, { signal: expect.any(AbortSignal) });
    expect(run).toEqual({
      model: { type: 'tool_result', toolCallId: 'call-7', content: 'found 3 results', isError: false },
      ui: null,
    });
  });

  it('validates args before running, naming the field', async () => {
    const execute = vi.fn(() => 'never');
    const set = createToolSet([tool('search', { execute })]);
    const run = await set.run('search', call({ q: 7 }));
    expect(execute).not.toHaveBeenCalled();
    expect(run.model).toEqual({
      type: 'tool_result',
      toolCallId: 'call-7',
      content: 'invalid arguments for tool "search": "q" must be string',
      isError: true,
    });
  });

  it('gives an error result, not a throw, for an unknown tool name', async () => {
    const set = createToolSet([tool('search')]);
    await expect(set.run('delete_everything', call())).resolves.toEqual({
      model: { type: 'tool_result', toolCallId: 'call-7', content: 'unknown tool "delete_everything"', isError: true },
      ui: null,
    });
    await expect(set.run('toString', call())).resolves.toMatchObject({ model: { isError: true } });
  });

  it('keeps each tool to its own schema', async () => {
    const set = createToolSet([
      tool('by_id', {
        parameters: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        execute: () => 'by id',
      }),
      tool('by_name'),
    ]);
    expect((await set.run('by_id', call({ id: 3 }))).model.content).toBe('by id');
    expect((await set.run('by_id', call({ q: 'x' }))).model.content).toContain('"id" is required');
    expect((await set.run('by_name', call({ id: 3 }))).model.content).toContain('"q" is required');
  });

  it('reads and compiles each schema once, when the set is created', async () => {
    const schema: ParametersSchema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
    let reads = 0;
    const counted = tool('search');
    Object.defineProperty(counted, 'parameters', {
      get: () => {
        reads += 1;
        return schema;
      },
    });

    const set = createToolSet([counted]);
    const readsAtCreation = reads;
    expect(readsAtCreation).toBeGreaterThan(0);

    await set.run('search', call({ q: 'a' }));
    await set.run('search', call({ q: 'b' }));
    await set.run('search', call({ q: 1 }));
    expect(reads).toBe(readsAtCreation);
  });

  it('validates against the schema as it was at creation', async () => {
    const required = ['q'];
    const set = createToolSet([
      tool('search', { parameters: { type: 'object', properties: { q: { type: 'string' } }, required } }),
    ]);
    required.push('page'); // a later edit does not recompile the validator
    expect((await set.run('search', call({ q: 'x' }))).model.isError).toBe(false);
  });

  it('reports an invalid schema on every run instead of throwing at creation', async () => {
    const execute = vi.fn(() => 'never');
    const set = createToolSet([
      tool('broken', { parameters: { type: 'object', properties: { q: { type: 'nope' } } }, execute }),
      tool('fine'),
    ]);
    for (let i = 0; i < 2; i++) {
      const run = await set.run('broken', call());
      expect(run.model.isError).toBe(true);
      expect(run.model.content).toMatch(/^tool "broken" has an invalid parameters schema/);
    }
    expect(execute).not.toHaveBeenCalled();
    expect((await set.run('fine', call())).model.content).toBe('fine: hello');
  });

  it('compiles schemas that share an $id side by side, each with its own rules', async () => {
    // Schema generators often stamp every schema with the same $id.
    const set = createToolSet([
      tool('by_id', {
        parameters: { $id: 'args', type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        execute: () => 'by id',
      }),
      tool('by_name', {
        parameters: { $id: 'args', type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
      }),
    ]);
    expect((await set.run('by_id', call({ id: 1 }))).model).toMatchObject({ isError: false, content: 'by id' });
    expect((await set.run('by_name', call({ q: 'x' }))).model).toMatchObject({ isError: false, content: 'by_name: x' });
    expect((await set.run('by_name', call({ id: 1 }))).model.content).toContain('"q" is required');
  });

  it('lists the widgets the tools declare, in order, without duplicates', () => {
    const set = createToolSet([
      tool('a', { widget: 'map' }),
      tool('b'),
      tool('c', { widget: 'forecast' }),
      tool('d', { widget: 'map' }),
      tool('e', { widget: 'calendar' }),
    ]);
    expect(set.widgets()).toEqual(['map', 'forecast', 'calendar']);
  });

  it('lists no widgets when no tool declares one', () => {
    expect(createToolSet([tool('a'), tool('b')]).widgets()).toEqual([]);
    expect(createToolSet([]).widgets()).toEqual([]);
  });
});

describe('listWidgets', () => {
  it('derives widget ids from tools in order without duplicates, skipping empty ids', () => {
    expect(
      listWidgets([{ widget: 'b' }, {}, { widget: 'a' }, { widget: 'b' }, { widget: '' }, { widget: 'c' }, { widget: 'a' }]),
    ).toEqual(['b', 'a', 'c']);
  });

  it('returns a fresh array the caller may change', () => {
    const tools = [{ widget: 'a' }];
    const first = listWidgets(tools);
    first.push('mutated');
    expect(listWidgets(tools)).toEqual(['a']);
  });
});
