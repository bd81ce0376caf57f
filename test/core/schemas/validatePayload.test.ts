import { InvalidPayloadError, checkPayload, uiContentSchema, validatePayload, widgetListSchema, widgetRenderSchema } from '../../../src/core';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('validatePayload', () => {
  it('returns the parsed output of a valid payload, unknown fields dropped and null read as absent', () => {
    expect(validatePayload('list', widgetListSchema, { widgets: [{ id: 'a', title: null, extra: 1 }] })).toEqual({
      widgets: [{ id: 'a' }],
    });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('throws an InvalidPayloadError naming the source, the request, the path and the problem', () => {
    const body = { widgets: [{ id: 'a' }, { id: 'b', container: 'popover' }] };
    const error = (() => {
      try {
        validatePayload('list', widgetListSchema, body, 'GET /widgets');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({
      name: 'InvalidPayloadError',
      source: 'list',
      issues: [{ path: 'widgets[1].container', message: "expected one of modal, drawer, fullscreen, panel, got 'popover'" }],
      message: "GET /widgets: invalid widget list: widgets[1].container: expected one of modal, drawer, fullscreen, panel, got 'popover'",
    });
    expect(console.warn).toHaveBeenCalledWith(`[cameo] ${(error as Error).message}`);
  });

  it('reads own properties only: an inherited field does not count', () => {
    const inherited = Object.create({ data: 1, version: 2 }) as object;
    expect(checkPayload(widgetRenderSchema, inherited)).toEqual({
      ok: false,
      issues: [{ path: 'data', message: 'missing (send null for no data)' }],
    });
    const polluted = JSON.parse('{"__proto__": {"kind": "text", "text": "x"}}') as unknown;
    expect(checkPayload(uiContentSchema, polluted)).toEqual({ ok: false, issues: [{ path: 'kind', message: 'UI content without a kind' }] });
  });

  it('does not warn in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => validatePayload('render', widgetRenderSchema, 'nope')).toThrow(InvalidPayloadError);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('warns, without failing, where there is no `process` (a bundler left only the literal, or none ran)', () => {
    vi.stubGlobal('process', undefined);
    expect(() => validatePayload('render', widgetRenderSchema, 'nope')).toThrow(InvalidPayloadError);
    // Vite and webpack leave no `process` in the browser: a `typeof process` guard would make
    // every development warning silent there.
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
