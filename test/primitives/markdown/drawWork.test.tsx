import { render } from '@testing-library/react';
import { memo, type ComponentProps } from 'react';
import { BLOCK_GROUP_SIZE } from '../../../src/primitives/markdown/BlockGroup';
import { PIECE_CHARS, createBlockLexer } from '../../../src/primitives/markdown/createBlockLexer';
import { renderRevealed } from './revealed';

// Work is counted, not timed. `compared` counts the top-level blocks React looks at (a memo
// comparison each) and `drawn` those it draws again, per streamed token.
const work = vi.hoisted(() => ({ compared: 0, drawn: 0 }));

vi.mock('../../../src/primitives/markdown/MarkdownBlock', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/primitives/markdown/MarkdownBlock')>();
  const Inner = original.MarkdownBlock;
  function Counted(props: ComponentProps<typeof Inner>) {
    work.drawn += 1;
    return <Inner {...props} />;
  }
  const MarkdownBlock = memo(Counted, (before, after) => {
    work.compared += 1;
    return before.token === after.token && before.options === after.options;
  });
  return { ...original, MarkdownBlock };
});

// test/setup.ts loaded the parser chunk (and its MarkdownBlock) before this file's mock applied:
// the renderer is imported again on a fresh module graph, whose chunk draws the counted blocks.
vi.resetModules();
const { Markdown } = await import('../../../src/primitives/markdown/Markdown');
await (await import('../../../src/primitives/markdown/loadMarkdownParser')).markdownParser.load();

/** The blocks compared and drawn when one token is added to a message of `n` paragraphs. */
async function tokenWork(n: number) {
  const text = 'a\n\n'.repeat(n);
  const view = await renderRevealed(<Markdown text={text} />);
  work.compared = 0;
  work.drawn = 0;
  view.rerender(<Markdown text={`${text}b`} />);
  const counted = { ...work };
  view.unmount();
  return counted;
}

describe('drawing a streamed token', () => {
  it('looks at the same few blocks however long the message is', async () => {
    const [small, large] = [await tokenWork(500), await tokenWork(5_000)];
    expect(large.drawn).toBeGreaterThan(0);
    expect(large.drawn).toBe(small.drawn);
    // Only the blocks of the last group; before grouping, every one of the 10,000 blocks
    // (paragraphs and the spaces between) was compared.
    expect(small.compared).toBeLessThanOrEqual(BLOCK_GROUP_SIZE);
    expect(large.compared).toBeLessThanOrEqual(BLOCK_GROUP_SIZE);
  });

  it('still draws every block of a long message, in order', () => {
    const { container } = render(<Markdown text={Array.from({ length: 300 }, (_, i) => `p${i}`).join('\n\n')} />);
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(Array.from({ length: 300 }, (_, i) => `p${i}`));
  });
});

describe('a token into one long paragraph', () => {
  it.each([
    ['**a ', '**a '],
    ['*a', '*a'],
    ['`a', '`a'],
    ['words', 'word '],
  ])('%s × N: a token lexes about what it adds, not the paragraph', (_, unit) => {
    const perToken = (n: number) => {
      let chars = 0;
      const lex = createBlockLexer((__, read) => void (chars += read));
      lex(unit.repeat(n));
      chars = 0;
      lex(unit.repeat(n + 1));
      return chars;
    };
    const [small, large] = [perToken(10_000), perToken(20_000)];
    // Before: the whole paragraph again, 40 KB and then 80 KB for `**a `.
    expect(large).toBeLessThan(16 * PIECE_CHARS);
    expect(large).toBeLessThan(small + 4 * PIECE_CHARS);
  });

  it('is drawn as one run of text, with its emphasis', async () => {
    const words = Array.from({ length: 3_000 }, (_, i) => `w${i}`).join(' ');
    const { container } = await renderRevealed(<Markdown text={`${words} **end**`} />);
    expect(container.textContent).toBe(`${words} end`);
    expect(container.querySelector('strong')?.textContent).toBe('end');
  });
});

describe('a token into a long code fence', () => {
  it('leaves the text of its finished lines alone', async () => {
    const fence = (lines: number) => `\`\`\`\n${'const x = 1;\n'.repeat(lines)}`;
    const view = await renderRevealed(<Markdown text={fence(3_000)} />);
    const code = view.container.querySelector('pre code')!;
    const first = code.firstChild as Text;
    const before = first.data;
    view.rerender(<Markdown text={`${fence(3_000)}const y = 2;`} />);
    // Before: one text node of all 39,000 characters, rewritten on every token.
    expect(code.childNodes.length).toBeGreaterThan(1);
    expect(code.firstChild).toBe(first);
    expect(first.data).toBe(before);
    expect(code.textContent).toBe(`${'const x = 1;\n'.repeat(3_000)}const y = 2;`);
  });
});
