import { DEFAULT_API_BASE, readApiBase } from '../../demo/readApiBase';

describe('readApiBase: the demo page takes its widget server from ?api=', () => {
  it('uses /api when the page does not say', () => {
    expect(readApiBase('')).toBe(DEFAULT_API_BASE);
    expect(readApiBase('?widget=kanban')).toBe(DEFAULT_API_BASE);
  });

  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:8787/api/', 'http://localhost:8787/api'],
    ['https://[::1]:9000/cameo', 'https://[::1]:9000/cameo'],
  ])('takes the loopback http(s) URL %s', (requested, expected) => {
    expect(readApiBase(`?api=${encodeURIComponent(requested)}`)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'http://evil.example:8787',
    'http://127.0.0.1.evil.example',
    'http://user:pass@127.0.0.1:8787',
    'http://127.0.0.1:8787/?x=1',
    '/relative',
    '',
  ])('refuses %j and falls back to /api with a warning', (requested) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readApiBase(`?api=${encodeURIComponent(requested)}`)).toBe(DEFAULT_API_BASE);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
