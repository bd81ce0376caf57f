import { readMcpAppDownload } from '../../src/mcp-apps/readMcpAppDownload';

describe('readMcpAppDownload', () => {
  it('reads embedded files (text or base64) and http(s) links', () => {
    expect(
      readMcpAppDownload({
        contents: [
          { type: 'resource', resource: { uri: 'file:///tmp/notes.txt', mimeType: 'text/plain', text: 'hi' } },
          { type: 'resource', resource: { uri: 'x://a/b/data.bin', blob: btoa('ab') } },
          { type: 'resource_link', uri: 'https://files.example/report.pdf', name: '../../etc/passwd' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: [
        { kind: 'file', name: 'notes.txt', mimeType: 'text/plain', bytes: 'hi' },
        { kind: 'file', name: 'data.bin', mimeType: 'application/octet-stream', bytes: new Uint8Array([97, 98]) },
        { kind: 'link', name: '_.._etc_passwd', url: 'https://files.example/report.pdf' },
      ],
    });
  });

  it.each([
    ['no params', undefined, 'ui/download-file without contents'],
    ['an empty list', { contents: [] }, 'ui/download-file without contents'],
    ['a list too long', { contents: Array.from({ length: 21 }, () => 'x') }, 'ui/download-file with more than 20 items'],
    ['a string item', { contents: ['x'] }, 'a download item is not an object'],
    ['an unknown type', { contents: [{ type: 'image' }] }, 'a download item is neither a resource nor a resource link'],
    ['a javascript: link', { contents: [{ type: 'resource_link', uri: 'javascript:alert(1)' }] }, 'a download link is not an http(s) URL'],
    ['a resource without contents', { contents: [{ type: 'resource' }] }, 'a download resource has no contents'],
    ['no text nor blob', { contents: [{ type: 'resource', resource: { uri: 'a' } }] }, 'a download resource has neither text nor blob'],
    ['bad base64', { contents: [{ type: 'resource', resource: { uri: 'a', blob: '%%%' } }] }, 'a download resource blob is not valid base64'],
  ])('refuses %s with a sentence', (_, params, error) => {
    expect(readMcpAppDownload(params)).toEqual({ ok: false, error });
  });

  it('reads own properties only', () => {
    const inherited = Object.create({ contents: [{ type: 'resource_link', uri: 'https://a.example/x' }] }) as object;
    expect(readMcpAppDownload(inherited)).toEqual({ ok: false, error: 'ui/download-file without contents' });
    const item = Object.create({ type: 'resource_link' }) as Record<string, unknown>;
    item.uri = 'https://a.example/x';
    expect(readMcpAppDownload({ contents: [item] })).toEqual({
      ok: false,
      error: 'a download item is neither a resource nor a resource link',
    });
  });
});
