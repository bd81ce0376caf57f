// @vitest-environment node
import { readMcpToolUi } from '../../src/mcp-apps/readMcpToolUi';

describe('readMcpToolUi', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('reads the nested resourceUri before the deprecated flat one, and the visibility', () => {
    const tool = { name: 'board', _meta: { ui: { resourceUri: 'ui://board/view', visibility: ['app', 'robot', 7] }, 'ui/resourceUri': 'ui://old/view' } };
    expect(readMcpToolUi(tool)).toEqual({ resourceUri: 'ui://board/view', visibility: ['app'] });
    expect(readMcpToolUi({ name: 'old', _meta: { 'ui/resourceUri': 'ui://old/view' } })).toEqual({
      resourceUri: 'ui://old/view',
      visibility: ['model', 'app'],
    });
  });

  it.each([undefined, null, 'ui', [], { ui: 'x' }, { ui: [] }, { ui: { visibility: 'app' } }, { ui: { visibility: null } }])(
    'reads _meta %j as no UI with the default visibility, silently',
    (meta) => {
      expect(readMcpToolUi({ name: 't', _meta: meta })).toEqual({ visibility: ['model', 'app'] });
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('warns about a resourceUri that is not ui://, and gives no UI', () => {
    for (const uri of ['https://evil.example/view', 42, '']) {
      expect(readMcpToolUi({ name: 'evil', _meta: { ui: { resourceUri: uri } } })).toEqual({ visibility: ['model', 'app'] });
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("MCP tool evil: resourceUri 'https://evil.example/view' is not a ui:// URI; no UI"));
  });

  it('reads own fields only: an inherited ui or visibility counts for nothing', () => {
    const meta = Object.create({ ui: { resourceUri: 'ui://evil/view' } }) as object;
    expect(readMcpToolUi({ name: 't', _meta: meta })).toEqual({ visibility: ['model', 'app'] });
    const ui = Object.create({ visibility: ['model'] }) as object;
    expect(readMcpToolUi({ name: 't', _meta: { ui } })).toEqual({ visibility: ['model', 'app'] });
  });
});
