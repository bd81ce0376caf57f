import { safeHref } from '../../../src/core';
import { frameDocument, framePolicy, frameSafeHrefSource, frameToken } from '../../../src/primitives/widget/frameDocument';

const token = '0123456789abcdef0123456789abcdef';

function policyOf(document: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(document);
  if (!match) throw new Error('no policy');
  return match[1]!;
}

describe('frameDocument', () => {
  it('puts a strict policy before the bootstrap and the markup after both', () => {
    const document = frameDocument('<p id="mine">hi</p>', { token });
    const policy = policyOf(document);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'unsafe-inline'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("webrtc 'block'");
    // No image from the web unless the widget opts in.
    expect(policy).toContain('img-src data: blob:;');
    expect(policy).not.toMatch(/connect-src|'unsafe-eval'|\*/);
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<script>'));
    expect(document.indexOf('</script>')).toBeLessThan(document.indexOf('<p id="mine">'));
  });

  it('keeps the markup out of the head, even when it tries to close it', () => {
    const document = frameDocument('</head><meta http-equiv="Content-Security-Policy" content="default-src *">', { token });
    expect(policyOf(document)).toContain("default-src 'none'");
  });

  it('allows https images only when asked, in the srcdoc policy and the csp attribute alike', () => {
    expect(policyOf(frameDocument('', { token, allowImages: 'https' }))).toContain('img-src data: blob: https:');
    expect(framePolicy('https')).toBe(policyOf(frameDocument('', { token, allowImages: 'https' })));
    expect(framePolicy()).toBe(policyOf(frameDocument('', { token })));
    expect(framePolicy()).not.toContain('https:');
  });

  it('puts the secret only in the bootstrap, and takes only a token of its own making', () => {
    const fresh = frameToken();
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(frameToken()).not.toBe(fresh);
    const document = frameDocument('<p>hi</p>', { token: fresh });
    expect(document.split(fresh)).toHaveLength(2);
    expect(document.indexOf(fresh)).toBeLessThan(document.indexOf('</script>'));
    expect(() => frameDocument('', { token: "'; alert(1); '" })).toThrow(/frameToken/);
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
