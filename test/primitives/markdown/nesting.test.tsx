import { render, screen } from '@testing-library/react';
import { Markdown } from '../../../src/primitives/markdown/Markdown';
import { MAX_NESTING } from '../../../src/primitives/markdown/lexMarkdown';
import { renderRevealed } from './revealed';

/** The deepest chain of elements under `root`: what the browser must lay out recursively. */
function domDepth(root: Element): number {
  let deepest = 0;
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length) {
    const [element, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

// The audit's inputs and their kin: each nests past any sane depth. None may throw out of
// render or build a DOM deeper than the cap allows; what is past the cap shows as text.
const deep: Array<[string, string]> = [
  ['3,000 quote markers', `${'>'.repeat(3000)}x`],
  ['1,200 list markers', `${'- '.repeat(1200)}x`],
  ['ordered list markers', `${'1. '.repeat(1000)}x`],
  ['quotes and lists mixed', `${'> - '.repeat(800)}x`],
  ['quote markers on their own lines', `${Array.from({ length: 400 }, (_, at) => `${'>'.repeat(at + 1)} level ${at}`).join('\n')}\nx`],
  ['lists nested by indentation', `${Array.from({ length: 200 }, (_, at) => `${'  '.repeat(at)}- level ${at}`).join('\n')}\nx`],
  ['5,000 stars around a word', `${'*'.repeat(5000)}x${'*'.repeat(5000)}`],
  ['emphasis nested by distinct runs', `${'*a _b '.repeat(600)}x${' b_ a*'.repeat(600)}`],
  ['strikethrough nested', `${'~~a '.repeat(1000)}x${' a~~'.repeat(1000)}`],
  ['brackets around a link', `${'['.repeat(3000)}x${'](u)'.repeat(3000)}`],
];

describe('Markdown nesting', () => {
  it.each(deep)('%s: renders, shows the text, and stays within the depth cap', async (_, text) => {
    const { container } = await renderRevealed(<Markdown text={text} />);
    expect(container.textContent).toContain('x');
    expect(domDepth(container)).toBeLessThanOrEqual(3 * MAX_NESTING + 10);
  });

  it('draws a quote 2,400 deep, then one 3,000 deep, without throwing', () => {
    const { container, rerender } = render(<Markdown text={`${'>'.repeat(2400)}x`} />);
    rerender(<Markdown text={`${'>'.repeat(3000)}x`} />);
    expect(container.textContent).toContain('x');
    expect(domDepth(container)).toBeLessThanOrEqual(3 * MAX_NESTING + 10);
  });

  it('keeps nesting up to the cap as markup, and draws what is past it as text', () => {
    const text = `${'>'.repeat(MAX_NESTING + 5)} deep`;
    const { container } = render(<Markdown text={text} />);
    expect(container.querySelectorAll('blockquote')).toHaveLength(MAX_NESTING);
    // The markers past the cap are the text they are.
    expect(screen.getByText(/>>>>> deep/)).toBeInTheDocument();
  });

  it('leaves ordinary nesting as it was', () => {
    render(<Markdown text={'> quoted\n> - item **bold *both***\n>   - nested [link](https://example.com)'} />);
    expect(screen.getByText('both').tagName).toBe('EM');
    expect(screen.getByText('both').closest('strong')).not.toBeNull();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /link/ }).closest('blockquote')).not.toBeNull();
  });
});
