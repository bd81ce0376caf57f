/**
 * `defineTool` types `args` from the `parameters` schema. The `expectTypeOf` checks below are
 * compile-time assertions: `npx tsc --noEmit` fails if inference changes. The runtime
 * assertions check that `defineTool` hands the tool back untouched.
 */
import { createToolSet, defineTool, runTool, type InferSchema, type Tool, type ToolReturn } from '../../src/agent';

/** The `args` type a tool's `execute` receives. */
type ArgsOf<T> = T extends Tool<infer A> ? A : never;

describe('defineTool', () => {
  it('returns the definition itself', () => {
    const definition = {
      name: 'noop',
      description: 'Does nothing',
      parameters: { type: 'object' as const },
      execute: () => 'done',
      widget: 'noop-widget',
    };
    const tool = defineTool(definition);
    expect(tool).toBe(definition);
    expect(tool.widget).toBe('noop-widget');
  });

  it('infers required and optional properties', async () => {
    const tool = defineTool({
      name: 'get_weather',
      description: 'Weather for a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' }, days: { type: 'integer' }, metric: { type: 'boolean' } },
        required: ['city'],
      },
      execute: (_agentId, _callId, args) => {
        expectTypeOf(args).toEqualTypeOf<{ city: string; days?: number; metric?: boolean }>();
        // @ts-expect-error `days` is optional, so it may be undefined
        const days: number = args.days;
        return `${args.city.toUpperCase()} for ${days ?? 1} days`;
      },
    });
    expectTypeOf<ArgsOf<typeof tool>>().toEqualTypeOf<{ city: string; days?: number; metric?: boolean }>();
    const run = await runTool(tool, { agentId: 'a', callId: 'c', args: { city: 'oslo', days: 2 } });
    expect(run.model.content).toBe('OSLO for 2 days');
  });

  it('infers enums and consts as literal unions', () => {
    const tool = defineTool({
      name: 'convert',
      description: 'Converts units',
      parameters: {
        type: 'object',
        properties: { unit: { enum: ['c', 'f', 'k'] }, mode: { const: 'strict' }, level: { enum: [1, 2, 3] } },
        required: ['unit', 'mode', 'level'],
      },
      execute: (_agentId, _callId, args) => `${args.level}${args.unit}`,
    });
    expectTypeOf<ArgsOf<typeof tool>>().toEqualTypeOf<{ unit: 'c' | 'f' | 'k'; mode: 'strict'; level: 1 | 2 | 3 }>();
    // @ts-expect-error 'x' is not one of the enum values
    const wrong: ArgsOf<typeof tool>['unit'] = 'x';
    expect(wrong).toBe('x');
    expect(tool.name).toBe('convert');
  });

  it('infers arrays, nested objects and null', () => {
    const tool = defineTool({
      name: 'plan',
      description: 'Plans a trip',
      parameters: {
        type: 'object',
        properties: {
          stops: { type: 'array', items: { type: 'string' } },
          legs: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, km: { type: 'number' } },
              required: ['from', 'to'],
            },
          },
          anything: { type: 'array' },
          budget: { type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] },
          extra: { type: 'object' },
          note: { type: 'null' },
        },
        required: ['stops', 'legs'],
      },
      execute: () => 'planned',
    });
    expectTypeOf<ArgsOf<typeof tool>>().toEqualTypeOf<{
      stops: string[];
      legs: { from: string; to: string; km?: number }[];
      anything?: unknown[];
      budget?: { amount: number };
      extra?: Record<string, unknown>;
      note?: null;
    }>();
    expect(tool.description).toBe('Plans a trip');
  });

  it('makes every property optional when nothing is required, and args mutable', () => {
    const tool = defineTool({
      name: 'search',
      description: 'Searches',
      parameters: { type: 'object', properties: { q: { type: 'string' }, page: { type: 'integer' } } },
      execute: (_agentId, _callId, args) => {
        args.page = 1; // `const` inference must not leak `readonly` into args
        return args.q ?? '';
      },
    });
    expectTypeOf<ArgsOf<typeof tool>>().toEqualTypeOf<{ q?: string; page?: number }>();
    expect(tool.name).toBe('search');
  });

  it('falls back to honest types for schemas it does not understand', () => {
    expectTypeOf<InferSchema<{ type: 'object' }>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<InferSchema<{ oneOf: [{ type: 'string' }, { type: 'number' }] }>>().toBeUnknown();
    // Type-only: nothing to check at run time.
    expectTypeOf<InferSchema<{ type: 'string'; format: 'email' }>>().toEqualTypeOf<string>();
  });

  it('rejects an execute whose return type is not a ToolReturn', () => {
    const definition = {
      name: 'bad',
      description: 'Returns a number',
      parameters: { type: 'object' as const },
      execute: () => 42,
    };
    // @ts-expect-error a number is not a ToolReturn
    const tool = defineTool(definition);
    expectTypeOf<ReturnType<Tool['execute']>>().toEqualTypeOf<ToolReturn | Promise<ToolReturn>>();
    expect(tool).toBe(definition);
  });

  it('keeps needsApproval: the loop asks, and the runner runs only with the caller’s approved: true', async () => {
    const tool = defineTool({
      name: 'deploy',
      description: 'Deploys',
      parameters: { type: 'object' },
      needsApproval: true,
      execute: () => 'deployed',
    });
    expectTypeOf(tool.needsApproval).toEqualTypeOf<boolean | undefined>();
    expect(createToolSet([tool]).get('deploy')?.needsApproval).toBe(true);
    // Asking is the loop's job (approval: 'required', or the AI SDK's approval); the run is told.
    const run = await runTool(tool, { agentId: 'a', callId: 'c', args: {} }, { approved: true });
    expect(run.model).toEqual({ type: 'tool_result', toolCallId: 'c', content: 'deployed', isError: false });
  });

  it('keeps tools with different args acceptable together in one tool set', () => {
    const a = defineTool({
      name: 'a',
      description: 'a',
      parameters: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'] },
      execute: (_agentId, _callId, args) => args.x,
    });
    const b = defineTool({
      name: 'b',
      description: 'b',
      parameters: { type: 'object', properties: { n: { type: 'number' } } },
      execute: () => 'b',
    });
    const tools: Parameters<typeof createToolSet>[0] = [a, b];
    expect(createToolSet(tools).tools.map((tool) => tool.name)).toEqual(['a', 'b']);
  });
});
