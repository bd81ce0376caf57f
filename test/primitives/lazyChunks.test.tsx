import { act, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { Markdown } from '../../src/primitives/markdown/Markdown';
import { isPlainText } from '../../src/primitives/markdown/plainBlocks';

// test/setup.ts loads the lazy chunks up front for every other test. Here the kit is imported
// again on a fresh module graph, where neither chunk has loaded yet: what a page sees first.
async function freshKit() {
  vi.resetModules();
  const [markdown, parser, list, kit] = await Promise.all([
    import('../../src/primitives/markdown/Markdown'),
    import('../../src/primitives/markdown/loadMarkdownParser'),
    import('../../src/primitives/transcript/loadVirtualRows'),
    import('../../src'),
  ]);
  return { FreshMarkdown: markdown.Markdown, markdownParser: parser.markdownParser, virtualRows: list.virtualRows, kit };
}

/** Flushes effects and microtasks, so a load that was going to start has started. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

describe('the lazy chunks (issue 24)', () => {
  it('draws plain text without loading the markdown parser', async () => {
    const { FreshMarkdown, markdownParser } = await freshKit();
    const { container } = render(<FreshMarkdown text={'Hello there.\nA second line.\n\nAnd a new paragraph, 5 o\'clock!'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Hello there.\nA second line.', "And a new paragraph, 5 o'clock!"]);
    await settle();
    expect(markdownParser.loaded()).toBeNull();
  });

  it('shows a message with markdown as its text first, then loads the parser and draws it', async () => {
    const { FreshMarkdown, markdownParser } = await freshKit();
    const { container } = render(<FreshMarkdown text={'## Title\n\nSome **bold** text'} />);
    // Before the chunk: the words are there at once, as text.
    expect(container.textContent).toContain('Some **bold** text');
    expect(container.querySelector('h2')).toBeNull();
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Title'));
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(markdownParser.loaded()).not.toBeNull();
  });

  it('draws plain text exactly as the parser does, so the upgrade moves nothing', async () => {
    const { FreshMarkdown, markdownParser } = await freshKit();
    const word = fc.stringMatching(/^[A-Za-z0-9.,;:?!'"()%$/€é]{1,12}$/);
    const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    const text = fc
      .array(fc.tuple(line, fc.constantFrom('\n', '\n\n', '\n\n\n')), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([l, end]) => l + end).join(''));
    fc.assert(
      fc.property(text, (source) => {
        fc.pre(isPlainText(source));
        const before = render(<FreshMarkdown text={source} />);
        // The static import's chunk was loaded by test/setup.ts: the parser's drawing.
        const after = render(<Markdown text={source} />);
        expect(before.container.innerHTML).toBe(after.container.innerHTML);
        before.unmount();
        after.unmount();
      }),
      { numRuns: 150 },
    );
    expect(markdownParser.loaded()).toBeNull();
  });

  it('never calls text with markdown syntax plain', () => {
    for (const text of ['**a**', '_a_', '`a`', '# a', '- a', '1. a', '> a', 'a\n===', '<b>', '&amp;', 'a  \nb', '    code', 'see www.example.com', 'https://x.y', 'a@b.co', '| a |', '~~a~~', '[a](b)', '\\*']) {
      expect(isPlainText(text), text).toBe(false);
    }
  });

  it('draws the end of a long transcript before the virtualizer loads, then virtualizes it', async () => {
    const { kit, virtualRows } = await freshKit();
    const entries = Array.from({ length: 500 }, (_, index) => ({ type: 'user' as const, text: `message ${index}` }));
    const { container } = render(
      <kit.CameoProvider transcript={entries}>
        <kit.Transcript />
      </kit.CameoProvider>,
    );
    expect(container.querySelector('ol[data-virtual]')).toBeNull();
    const rows = container.querySelectorAll('li');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[rows.length - 1]?.getAttribute('aria-posinset')).toBe('500');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('500');
    expect(screen.getByText('message 499')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('ol[data-virtual]')).not.toBeNull());
    expect(virtualRows.loaded()).not.toBeNull();
  });
});
