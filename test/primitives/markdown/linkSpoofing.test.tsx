import { render } from '@testing-library/react';
import { Markdown } from '../../../src/primitives/markdown/Markdown';

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

// Each link tries to show a host other than the one it goes to. The host label must be the
// host the browser will follow (from the href it really gets), in ASCII, free of bidi controls,
// and isolated from the link's text so that text cannot reorder it.
const spoofs: Array<[string, string, string]> = [
  ['an unclosed right-to-left override in the text', '[bank\u202E](https://evil.example/)', 'evil.example'],
  ['a right-to-left isolate in the text', '[\u2067bank](https://evil.example/)', 'evil.example'],
  ['marks and embeddings in the text', '[\u200Fbank\u202B\u200E](https://evil.example/)', 'evil.example'],
  ['an autolink with a userinfo', '<https://bank.example@evil.example/>', 'evil.example'],
  ['a bare URL with a userinfo', 'go to https://bank.example@evil.example/ now', 'evil.example'],
  ['text that names another host', '[https://bank.example](https://bank.example@evil.example/)', 'evil.example'],
  ['a user and password', '[bank](https://user:pass@evil.example:8443/)', 'evil.example:8443'],
  ['a look-alike in Cyrillic', '[bank](https://b\u0430nk.example/)', 'xn--bnk-6cd.example'],
  ['a markdown escape before the @ (the host is what follows it)', '[evil](<https://evil.example\\@bank.example/>)', 'bank.example'],
  ['capitals', '[bank](HTTPS://EVIL.EXAMPLE/)', 'evil.example'],
];

describe('links that lie', () => {
  it.each(spoofs)('%s shows the real host', (_, text, host) => {
    const { container } = render(<Markdown text={text} />);
    const link = container.querySelector('a')!;
    expect(link).not.toBeNull();
    const label = link.querySelector('[data-part="link-host"]');
    expect(label?.textContent).toBe(` (${host})`);
    expect(new URL(link.getAttribute('href')!).host).toBe(host);
    // Isolated from the text before it, left to right, with nothing invisible in it.
    expect(label?.querySelector('bdi[dir="ltr"]')?.textContent).toBe(host);
    expect(link.textContent).not.toMatch(BIDI);
    expect(link.getAttribute('title')).not.toMatch(BIDI);
  });

  it.each([
    ['an image in a link', '[![chart](https://img.example/c.png)](https://evil.example/)', false],
    ['an allowed image in a link', '[![chart](https://img.example/c.png)](https://evil.example/)', true],
    ['a link in a link', '[see [inner](https://a.example/)](https://b.example/)', false],
    ['an autolink in a link', '[see <https://a.example/>](https://b.example/)', false],
  ])('%s nests no <a> in <a>', (_, text, allowImages) => {
    const { container } = render(<Markdown text={text} allowImages={allowImages} />);
    expect(container.querySelectorAll('a').length).toBeGreaterThan(0);
    expect(container.querySelector('a a')).toBeNull();
  });
});
