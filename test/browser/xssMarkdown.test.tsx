import { render, screen, within } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Markdown, Transcript, createCameoClient } from '../../src';
import { injectedMarkup, installXssSpy, markdownXssCorpus, settle } from './xssCorpus';

const xss = vi.fn();
let removeSpy = () => {};
beforeEach(() => {
  xss.mockReset();
  removeSpy = installXssSpy(xss);
});
afterEach(() => removeSpy());

/** Every link on the page goes to the web, never to a script or data URL. */
function unsafeLinks(root: ParentNode): string[] {
  return [...root.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '').filter((href) => !/^https?:\/\//.test(href));
}

describe('Markdown XSS corpus in Chromium', () => {
  it.each(markdownXssCorpus)('$id: runs nothing and shows as text', async ({ source, text }) => {
    const { container } = render(<Markdown text={source} />);
    expect(container).toHaveTextContent(text, { normalizeWhitespace: true });
    expect(injectedMarkup(container)).toEqual([]);
    expect(unsafeLinks(container)).toEqual([]);
    for (const link of container.querySelectorAll('a')) link.click();
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });

  it('shows every markdown payload as text in assistant messages of a transcript', async () => {
    const client = createCameoClient({ transcript: markdownXssCorpus.map(({ source }) => ({ type: 'assistant' as const, text: source })) });
    render(
      <CameoProvider client={client}>
        <Transcript virtualize={false} />
      </CameoProvider>,
    );
    const log = screen.getByRole('log');
    for (const { text } of markdownXssCorpus) expect(within(log).getAllByText((_, element) => element?.textContent?.includes(text) ?? false).length).toBeGreaterThan(0);
    expect(injectedMarkup(log)).toEqual([]);
    expect(unsafeLinks(log)).toEqual([]);
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });

  it('with images allowed, still loads only http(s) images and runs no handler', async () => {
    const { container } = render(<Markdown allowImages text={`![ok](https://example.invalid/a.png) ![bad](javascript:__xss('img')) ![x" onerror="__xss('alt')](x)`} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://example.invalid/a.png']);
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });
});
