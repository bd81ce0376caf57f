import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Markdown } from '../../../src/primitives/markdown/Markdown';
import { REVEAL_AT_ONCE } from '../../../src/primitives/markdown/useRevealedText';
import { revealed } from './revealed';

// A saved message of many blocks, past REVEAL_AT_ONCE: drawn a step per frame, not in one task.
const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const saved = (n: number) => paragraphs(n).join('\n\n');
const drawnParagraphs = (root: HTMLElement) => [...root.querySelectorAll('p')].map((p) => p.textContent);

describe('Markdown: a long message that arrives whole', () => {
  it('draws its start in the first frame, busy, and then every block in order', async () => {
    const text = saved(3_500);
    expect(text.length).toBeGreaterThan(REVEAL_AT_ONCE);
    const { container } = render(<Markdown text={text} />);
    const root = container.querySelector('[data-markdown]')!;
    const first = drawnParagraphs(container);
    // The first frame draws a few KB: a few hundred paragraphs, the first ones.
    expect(first.length).toBeGreaterThan(100);
    expect(first.length).toBeLessThan(2_000);
    expect(first).toEqual(paragraphs(first.length));
    expect(root).toHaveAttribute('data-revealing');
    expect(root).toHaveAttribute('aria-busy', 'true');

    await revealed(container);
    expect(drawnParagraphs(container)).toEqual(paragraphs(3_500));
    expect(root).not.toHaveAttribute('aria-busy');
  });

  it('draws a short message and every streamed token at once', () => {
    const { container, rerender } = render(<Markdown text={saved(100)} />);
    expect(drawnParagraphs(container)).toEqual(paragraphs(100));
    let text = saved(100);
    for (let i = 0; i < 20; i += 1) {
      text += ' more';
      rerender(<Markdown text={text} />);
      expect(drawnParagraphs(container).at(-1)).toBe(`p99${' more'.repeat(i + 1)}`);
      expect(container.querySelector('[data-revealing]')).toBeNull();
    }
  });

  it('keeps drawing while tokens arrive during the reveal, and ends with all of it', async () => {
    let text = saved(3_500);
    const { container, rerender } = render(<Markdown text={text} />);
    for (let i = 0; i < 5; i += 1) {
      text += ` tail${i}`;
      rerender(<Markdown text={text} />);
    }
    await revealed(container);
    expect(drawnParagraphs(container).at(-1)).toBe('p3499 tail0 tail1 tail2 tail3 tail4');
    expect(drawnParagraphs(container)).toHaveLength(3_500);
  });

  it('starts again from the top when the text is replaced, never showing the old one', async () => {
    const { container, rerender } = render(<Markdown text={saved(3_500)} />);
    const other = Array.from({ length: 3_500 }, (_, i) => `q${i}`).join('\n\n');
    rerender(<Markdown text={other} />);
    expect(drawnParagraphs(container).every((p) => p?.startsWith('q'))).toBe(true);
    await revealed(container);
    expect(drawnParagraphs(container)).toHaveLength(3_500);
    expect(drawnParagraphs(container)[0]).toBe('q0');
  });

  it('draws a shorter part of what it drew at once (a long text folded back to its cap)', async () => {
    const { container, rerender } = render(<Markdown text={saved(3_500)} />);
    await revealed(container);
    rerender(<Markdown text={saved(3_000)} />);
    expect(container.querySelector('[data-revealing]')).toBeNull();
    expect(drawnParagraphs(container)).toEqual(paragraphs(3_000));
  });

  it('cancels its next step when it is unmounted mid-reveal', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const request = vi.spyOn(window, 'requestAnimationFrame');
    const { unmount } = render(<Markdown text={saved(3_500)} />);
    const pending = request.mock.results.at(-1)?.value as number;
    expect(pending).toBeDefined();
    unmount();
    expect(cancel).toHaveBeenCalledWith(pending);
    cancel.mockRestore();
    request.mockRestore();
  });

  it('is drawn whole on the server, and hydrates with no mismatch', async () => {
    const text = saved(3_500);
    const html = renderToString(<Markdown text={text} />);
    expect(html).toContain('p3499');
    expect(html).not.toContain('data-revealing');
    const host = document.createElement('div');
    host.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, <Markdown text={text} />, { onRecoverableError: (error) => errors.push(error) }));
    await waitFor(() => expect(drawnParagraphs(host)).toHaveLength(3_500));
    expect(errors).toEqual([]);
    expect(host.querySelector('[data-revealing]')).toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});
