import { safeHref } from '../../src/core';

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.com/x', 'https://example.com/x'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
  ])('keeps the web link %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/uuid',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:someone@example.com',
    '/relative/path',
    '//example.com/protocol-relative',
    '#fragment',
    '',
    'not a url',
  ])('makes %j inert', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://example.com'], { toString: () => 'https://x.test' }]) {
      expect(safeHref(value)).toBeUndefined();
    }
  });
});
