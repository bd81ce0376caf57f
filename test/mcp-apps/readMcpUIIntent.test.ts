import { readMcpUIIntent } from '../../src/mcp-apps/readMcpUIIntent';

describe('readMcpUIIntent', () => {
  it('reads notify and link messages as MCP-UI views post them', () => {
    expect(readMcpUIIntent({ type: 'notify', payload: { message: 'Saved' } })).toEqual({ ok: true, value: { type: 'notify', message: 'Saved' } });
    expect(readMcpUIIntent({ type: 'link', messageId: 'm-1', payload: { url: 'https://docs.example/a b' } })).toEqual({
      ok: true,
      value: { type: 'link', url: 'https://docs.example/a%20b', messageId: 'm-1' },
    });
  });

  it('refuses links that are not absolute http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '/relative', 42]) {
      const intent = readMcpUIIntent({ type: 'link', payload: { url } });
      expect(intent.ok).toBe(false);
      expect(!intent.ok && intent.error).toMatch(/is not an absolute http\(s\) URL$/);
    }
  });

  it('refuses the actions a read-only view does not have, and anything else, without throwing', () => {
    expect(readMcpUIIntent({ type: 'tool', payload: { toolName: 'delete_all', params: {} } })).toEqual({
      ok: false,
      error: "MCP-UI 'tool' messages are not available to a read-only view",
    });
    expect(readMcpUIIntent({ type: 'prompt', payload: { prompt: 'Buy now' } })).toEqual({
      ok: false,
      error: "MCP-UI 'prompt' messages are not available to a read-only view",
    });
    expect(readMcpUIIntent({ type: 'notify', payload: {} })).toEqual({ ok: false, error: 'MCP-UI notify without a message (payload.message is undefined)' });
    expect(readMcpUIIntent({ type: 'ui-size-change', payload: { height: 10 } })).toEqual({
      ok: false,
      error: "MCP-UI message of unknown type 'ui-size-change'",
    });
    expect(readMcpUIIntent(Object.create(null))).toEqual({ ok: false, error: "MCP-UI message of unknown type 'undefined'" });
    expect(readMcpUIIntent('notify')).toEqual({ ok: false, error: 'MCP-UI message is a string, expected an object' });
  });
});
