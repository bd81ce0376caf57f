import { safeHref } from '../../../src/core';
import { frameDocument, frameSafeHrefSource } from '../../../src/primitives/widget/frameDocument';

function policyOf(document: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(document);
  if (!match) throw new Error('no policy');
  return match[1]!;
}

describe('frameDocument', () => {
  it('puts a strict policy before the bootstrap and the markup after both', () => {
    const document = frameDocument('<p id="mine">hi</p>');
    const policy = policyOf(document);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'unsafe-inline'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).not.toMatch(/connect-src|'unsafe-eval'|\*/);
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<script>'));
    expect(document.indexOf('</script>')).toBeLessThan(document.indexOf('<p id="mine">'));
  });

  it('keeps the markup out of the head, even when it tries to close it', () => {
    const document = frameDocument('</head><meta http-equiv="Content-Security-Policy" content="default-src *">');
    expect(policyOf(document)).toContain("default-src 'none'");
  });

  it("judges links in the frame by safeHref's rule", () => {
    const frameSafeHref = new Function(`return (${frameSafeHrefSource});`)() as (url: unknown) => string | undefined;
    const corpus = [
      'https://example.com/a',
      'http://example.com',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '#top',
      '',
      42,
    ];
    for (const url of corpus) expect(frameSafeHref(url)).toBe(safeHref(url));
  });
});
