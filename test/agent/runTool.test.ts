import { createToolSet, defineTool, fail, ok, runTool, type Tool, type ToolReturn } from '../../src/agent';

const weatherParameters = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer', minimum: 1 },
    options: {
      type: 'object',
      properties: { units: { enum: ['c', 'f'] }, detail: { type: 'boolean' } },
    },
  },
  required: ['city'],
  additionalProperties: false,
} as const;

/** A weather tool whose `execute` is a spy returning `returns`. */
function weatherTool(returns: () => unknown) {
  const execute = vi.fn((_agentId: string, _callId: string, _args: unknown) => returns() as ToolReturn);
  const tool: Tool = {
    name: 'get_weather',
    description: 'Weather for a city',
    parameters: weatherParameters,
    execute,
  };
  return { tool, execute };
}

const call = (args: unknown = { city: 'Oslo' }) => ({ agentId: 'agent-1', callId: 'call-1', args });

describe('runTool: argument validation', () => {
  it('passes valid args, with the agent and call ids, to execute', async () => {
    const { tool, execute } = weatherTool(() => '12°C');
    const args = { city: 'Oslo', days: 3, options: { units: 'c' } };
    const run = await runTool(tool, call(args));
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith('agent-1', 'call-1', args, { signal: expect.any(AbortSignal) });
    expect(run).toEqual({
      model: { type: 'tool_result', toolCallId: 'call-1', content: '12°C', isError: false },
      ui: null,
    });
  });

  it.each([
    ['a missing required field', {}, '"city" is required'],
    ['a wrong top-level type', { city: 42 }, '"city" must be string'],
    ['a wrong nested type', { city: 'Oslo', options: { detail: 'yes' } }, '"options.detail" must be boolean'],
    ['a nested enum miss', { city: 'Oslo', options: { units: 'k' } }, '"options.units" must be equal to one of the allowed values'],
    ['a number out of range', { city: 'Oslo', days: 0 }, '"days" must be >= 1'],
    ['an extra field', { city: 'Oslo', country: 'NO' }, '"country" is not allowed'],
    ['args that are not an object', 'Oslo', 'arguments must be object'],
    ['missing args', undefined, 'arguments must be object'],
  ])('rejects %s with an error naming the field, without executing', async (_label, args, problem) => {
    const { tool, execute } = weatherTool(() => 'never');
    const run = await runTool(tool, { agentId: 'agent-1', callId: 'call-1', args });
    expect(execute).not.toHaveBeenCalled();
    expect(run.ui).toBeNull();
    expect(run.model.isError).toBe(true);
    expect(run.model.toolCallId).toBe('call-1');
    expect(run.model.content).toContain('invalid arguments for tool "get_weather"');
    expect(run.model.content).toContain(problem);
  });

  it('reports every bad field at once', async () => {
    const { tool, execute } = weatherTool(() => 'never');
    const run = await runTool(tool, call({ days: 'three', options: { detail: 1 } }));
    expect(execute).not.toHaveBeenCalled();
    expect(run.model.content).toContain('"city" is required');
    expect(run.model.content).toContain('"days" must be integer');
    expect(run.model.content).toContain('"options.detail" must be boolean');
  });

  it('reports a schema Ajv cannot compile as an error result instead of throwing', async () => {
    const execute = vi.fn(() => 'never');
    const tool: Tool = {
      name: 'broken',
      description: 'bad schema',
      parameters: { type: 'object', properties: { x: { type: 'not-a-type' } } },
      execute,
    };
    const run = await runTool(tool, call({ x: 1 }));
    expect(execute).not.toHaveBeenCalled();
    expect(run.model.isError).toBe(true);
    expect(run.model.content).toMatch(/^tool "broken" has an invalid parameters schema: /);
  });
});

describe('runTool: what execute returns', () => {
  it.each<[string, () => unknown, { content: string; isError: boolean }]>([
    ['a plain string', () => 'sunny', { content: 'sunny', isError: false }],
    ['an empty string', () => '', { content: '', isError: false }],
    ['ok(result)', () => ok('sunny'), { content: 'sunny', isError: false }],
    ['fail(error)', () => fail('no such city'), { content: 'no such city', isError: true }],
    ["an ['ok', text] tuple", () => ['ok', 'sunny'], { content: 'sunny', isError: false }],
    ["an ['error', reason] tuple", () => ['error', 'no such city'], { content: 'no such city', isError: true }],
    ['a promise of a string', () => Promise.resolve('later'), { content: 'later', isError: false }],
    ['a promise of fail()', async () => fail('later failure'), { content: 'later failure', isError: true }],
  ])('accepts %s', async (_label, returns, expected) => {
    const { tool } = weatherTool(returns);
    const run = await runTool(tool, call());
    expect(run).toEqual({ model: { type: 'tool_result', toolCallId: 'call-1', ...expected }, ui: null });
  });

  it('splits ok(result, ui) into a model result and a UI entry', async () => {
    const ui = { kind: 'widget', label: 'Open forecast', widget: 'forecast', data: { high: 12 } } as const;
    const { tool } = weatherTool(() => ok('12°C, see the forecast', ui));
    const run = await runTool(tool, call());
    expect(run.model).toEqual({ type: 'tool_result', toolCallId: 'call-1', content: '12°C, see the forecast', isError: false });
    expect(run.ui).toEqual({ type: 'ui', toolCallId: 'call-1', ui });
  });

  it("splits an ['ok', text, {ui}] tuple the same way", async () => {
    const { tool } = weatherTool(() => ['ok', 'noted', { ui: { kind: 'text', text: 'Noted!' } }]);
    const run = await runTool(tool, call());
    expect(run.model.content).toBe('noted');
    expect(run.ui).toEqual({ type: 'ui', toolCallId: 'call-1', ui: { kind: 'text', text: 'Noted!' } });
  });

  it('never lets the UI reach the model entry', async () => {
    const ui = { kind: 'widget', label: 'SECRET-LAUNCHER-LABEL', widget: 'secret-widget', data: { token: 'SNAPSHOT-DATA' } } as const;
    const { tool } = weatherTool(() => ok('plain result', ui));
    const run = await runTool(tool, call());
    const model = JSON.stringify(run.model);
    expect(model).not.toContain('SECRET-LAUNCHER-LABEL');
    expect(model).not.toContain('secret-widget');
    expect(model).not.toContain('SNAPSHOT-DATA');
    expect(Object.keys(run.model).sort()).toEqual(['content', 'isError', 'toolCallId', 'type']);
    // The UI did go somewhere: to the UI entry.
    expect(JSON.stringify(run.ui)).toContain('SECRET-LAUNCHER-LABEL');
  });

  it.each([
    ['an unknown kind', { kind: 'iframe', src: 'https://example.com' }, "unknown UI kind 'iframe'"],
    ['a launcher without a label', { kind: 'widget', widget: 'forecast' }, 'widget launcher without a label'],
    ['a non-object', 'just a string', 'UI content is a string, expected an object'],
  ])('turns malformed UI (%s) into an error entry while the model result stays ok', async (_label, ui, problem) => {
    const { tool } = weatherTool(() => ({ ok: true, result: 'done', ui }));
    const run = await runTool(tool, call());
    expect(run.model).toEqual({ type: 'tool_result', toolCallId: 'call-1', content: 'done', isError: false });
    expect(run.ui).toEqual({ type: 'error', message: `tool "get_weather" returned invalid UI: ${problem}` });
  });

  it('turns a synchronous throw into an error string', async () => {
    const { tool } = weatherTool(() => {
      throw new Error('weather service down');
    });
    const run = await runTool(tool, call());
    expect(run).toEqual({
      model: { type: 'tool_result', toolCallId: 'call-1', content: 'tool "get_weather" failed: weather service down', isError: true },
      ui: null,
    });
  });

  it('turns a rejection into an error string', async () => {
    const { tool } = weatherTool(() => Promise.reject(new TypeError('timeout')));
    const run = await runTool(tool, call());
    expect(run.model).toMatchObject({ isError: true, content: 'tool "get_weather" failed: timeout' });
    expect(run.ui).toBeNull();
  });

  it.each([
    ['a string', 'plain reason', 'plain reason'],
    ['an Error without a message', new RangeError(''), 'RangeError'],
    ['a non-Error object', { code: 42 }, 'a non-Error value was thrown (an object)'],
    ['undefined', undefined, 'a non-Error value was thrown (undefined)'],
  ])('describes a thrown %s', async (_label, thrown, description) => {
    const { tool } = weatherTool(() => {
      throw thrown;
    });
    const run = await runTool(tool, call());
    expect(run.model.content).toBe(`tool "get_weather" failed: ${description}`);
    expect(run.model.isError).toBe(true);
  });

  it.each([
    ['a number', 42, 'result is a number, expected a string, {ok, result} or a tuple'],
    ['undefined', undefined, 'result is undefined, expected a string, {ok, result} or a tuple'],
    ['null', null, 'result is null, expected a string, {ok, result} or a tuple'],
    ['a plain object', { temperature: 12 }, 'result is an object, expected a string, {ok, result} or a tuple'],
    ['ok() with a non-string result', { ok: true, result: 12 }, 'result is a number, expected a string'],
    ['fail() with a non-string error', { ok: false, error: new Error('x') }, 'error is an object, expected a string'],
    ['a bad tuple tag', ['success', 'x'], "unknown result tag 'success', expected 'ok' or 'error'"],
  ])('turns a non-string result (%s) into an error string', async (_label, returned, problem) => {
    const { tool } = weatherTool(() => returned);
    const run = await runTool(tool, call());
    expect(run).toEqual({
      model: {
        type: 'tool_result',
        toolCallId: 'call-1',
        content: `tool "get_weather" returned an invalid result: ${problem}`,
        isError: true,
      },
      ui: null,
    });
  });

  it('never rejects, whatever execute does', async () => {
    const behaviours: (() => unknown)[] = [
      () => {
        throw null;
      },
      () => Promise.reject(Symbol('weird')),
      () => new Promise(() => {
        throw new Error('inside executor');
      }),
      () => Object.create(null),
    ];
    for (const behaviour of behaviours) {
      const { tool } = weatherTool(behaviour);
      await expect(runTool(tool, call())).resolves.toMatchObject({ model: { isError: true }, ui: null });
    }
  });

  it('works with a tool from defineTool, whose args are typed from the schema', async () => {
    const tool = defineTool({
      name: 'greet',
      description: 'Greets someone',
      parameters: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      execute: (_agentId, _callId, args) => `Hello, ${args.name}!`,
    });
    await expect(runTool(tool, call({ name: 'Ada' }))).resolves.toEqual({
      model: { type: 'tool_result', toolCallId: 'call-1', content: 'Hello, Ada!', isError: false },
      ui: null,
    });
  });
});

describe('runTool: a tool that needs approval', () => {
  const refund = () => {
    const execute = vi.fn(() => 'Refunded A-17.');
    const tool = defineTool({ name: 'refund_order', description: 'r', needsApproval: true, parameters: { type: 'object' }, execute });
    return { tool, execute };
  };

  it('refuses to run without a decision, with an error for the model, and never calls execute', async () => {
    const { tool, execute } = refund();
    const run = await runTool(tool, { agentId: 'a1', callId: 'c1', args: {} });
    expect(run).toEqual({
      model: { type: 'tool_result', toolCallId: 'c1', isError: true, content: 'tool "refund_order" needs the person\'s approval: run it with { approved: true } once they approved call c1' },
      ui: null,
    });
    const set = createToolSet([tool]);
    expect((await set.run('refund_order', { agentId: 'a1', callId: 'c2', args: {} }, { approved: false })).model.isError).toBe(true);
    expect(execute).not.toHaveBeenCalled();
  });

  it('runs with { approved: true }, the caller’s explicit word that the person approved this call', async () => {
    const { tool, execute } = refund();
    const run = await runTool(tool, { agentId: 'a1', callId: 'c1', args: {} }, { approved: true });
    expect(run.model).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'Refunded A-17.', isError: false });
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
