import { readContent } from '../../src/ag-ui/readContent';

describe('readContent', () => {
  it('reads a string, text parts in order, and media with a URL or inline bytes as attachments', () => {
    expect(readContent('Hi')).toEqual({ text: 'Hi', attachments: [] });
    const content = [
      { type: 'text', text: 'See ' },
      { type: 'image', source: { type: 'url', value: 'https://x.example/a.png', mimeType: 'image/png' }, metadata: { filename: 'a.png' } },
      { type: 'text', text: 'this.' },
      { type: 'document', source: { type: 'data', value: 'QUJD' }, metadata: { name: 'notes' } },
      { type: 'binary', mimeType: 'audio/wav', data: 'AAAA', filename: 'clip.wav' },
      { type: 'binary', url: 'https://x.example/file' },
    ];
    expect(readContent(content)).toEqual({
      text: 'See this.',
      attachments: [
        { url: 'https://x.example/a.png', mediaType: 'image/png', name: 'a.png' },
        { url: 'data:document/*;base64,QUJD', mediaType: 'document/*', name: 'notes' },
        { url: 'data:audio/wav;base64,AAAA', mediaType: 'audio/wav', name: 'clip.wav' },
        { url: 'https://x.example/file', mediaType: 'application/octet-stream' },
      ],
    });
  });

  it.each([undefined, null, 42, { type: 'text', text: 'not a list' }])('reads %j as no content', (content) => {
    expect(readContent(content)).toEqual({ text: '', attachments: [] });
  });

  it('skips parts of unknown or malformed shape, and drops only a malformed name or type', () => {
    const content = [
      null,
      'loose text',
      [{ type: 'text', text: 'nested' }],
      { type: 'text', text: 7 },
      { type: 'video' },
      { type: 'image', source: { type: 'file', value: 'file-123' } },
      { type: 'audio', source: { type: 'url', value: 42 } },
      { type: 'binary', mimeType: 3 },
      { type: 'image', source: { type: 'url', value: 'https://x.example/b.png', mimeType: 5 }, metadata: { filename: 9, name: '' } },
      { type: 'hologram', text: 'beam' },
      { type: 'text', text: 'kept' },
    ];
    expect(readContent(content)).toEqual({ text: 'kept', attachments: [{ url: 'https://x.example/b.png', mediaType: 'image/*' }] });
  });

  it('reads own fields only: an inherited type, text or source counts for nothing', () => {
    const content = [
      Object.create({ type: 'text', text: 'inherited' }) as object,
      { type: 'image', source: Object.create({ type: 'url', value: 'https://evil.example/x.png' }) as object },
      JSON.parse('{"type": "text", "__proto__": {"text": "polluted"}}') as unknown,
      { type: 'text', text: 'own' },
    ];
    expect(readContent(content)).toEqual({ text: 'own', attachments: [] });
  });
});
