import { render } from '@testing-library/react';
import { memo, type ComponentProps } from 'react';
import { BLOCK_GROUP_SIZE } from '../../../src/primitives/markdown/BlockGroup';
import { Markdown } from '../../../src/primitives/markdown/Markdown';

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

/** The blocks compared and drawn when one token is added to a message of `n` paragraphs. */
function tokenWork(n: number) {
  const text = 'a\n\n'.repeat(n);
  const view = render(<Markdown text={text} />);
  work.compared = 0;
  work.drawn = 0;
  view.rerender(<Markdown text={`${text}b`} />);
  const counted = { ...work };
  view.unmount();
  return counted;
}

describe('drawing a streamed token', () => {
  it('looks at the same few blocks however long the message is', () => {
    const [small, large] = [tokenWork(500), tokenWork(5_000)];
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
