import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Markdown, Transcript, createCameoClient } from '../../src';

/** Requests for the highlighter's own module (its chunk), from the page's resource timings. */
function highlighterRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/markdown\/highlight\.ts|lowlight/.test(name));
}

// The page loads each source module as its own request (Vite's dev server), more than the default
// buffer of 250 resource timings: once it is full, the highlighter's request would not be listed.
beforeAll(() => {
  performance.setResourceTimingBufferSize(10_000);
});

describe('Markdown in Chromium', () => {
  // The first import of the highlighter makes Vite transform lowlight and its grammars: many
  // seconds on a loaded two-core machine, so the wait for the highlighted token gets 30 s.
  it('loads the highlighter only once a code block with a language appears, then highlights it', { timeout: 60_000 }, async () => {
    const { rerender } = render(<Markdown text={'# Plain\n\nNo code here, just **text**.'} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(highlighterRequests()).toEqual([]);

    rerender(<Markdown text={'# Plain\n\n```ts\nconst answer: number = 42;\n```'} />);
    // Plain code first, at once.
    expect(screen.getByText('const answer: number = 42;')).toBeVisible();
    await vi.waitFor(() => expect(document.querySelector('pre[data-highlighted] [data-token~="keyword"]')).not.toBeNull(), { timeout: 30_000 });
    expect(highlighterRequests().length).toBeGreaterThan(0);
    expect(document.querySelector('pre code')).toHaveTextContent('const answer: number = 42;');
  });

  it('copies a code block by keyboard and announces it', async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    render(
      <>
        <button type="button">before</button>
        <Markdown text={'```\necho hello\n```'} />
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.keyboard('{Tab}');
    const copy = screen.getByRole('button', { name: 'Copy code' });
    expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toHaveFocus(), { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(writes).toEqual(['echo hello']);
  });

  it('draws an assistant reply as markdown and a user message as text, with avatars and a Copy action', async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    const client = createCameoClient({
      transcript: [
        { type: 'user', text: 'Show **me**\n  please' },
        { type: 'assistant', text: '## Sales\n\n- **Oslo**: 12' },
        { type: 'assistant', text: '' },
      ],
    });
    render(
      <CameoProvider client={client}>
        <Transcript virtualize={false} />
      </CameoProvider>,
    );
    const log = screen.getByRole('log');
    expect(within(log).getByText('Show **me** please', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeVisible();
    expect(within(log).getByRole('heading', { name: 'Sales' })).toBeVisible();
    expect(within(log).getByText('Oslo').tagName).toBe('STRONG');
    expect(within(log).getByRole('status', { name: 'Assistant is typing…' })).toBeVisible();
    // The two assistant messages are one turn: one avatar, and its Copy waits for the turn's
    // last message to say something.
    const avatars = [...log.querySelectorAll('[data-slot="message-avatar"]')];
    expect(avatars.map((avatar) => avatar.textContent)).toEqual(['Y', 'A']);
    for (const avatar of avatars) expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(within(log).queryByRole('button', { name: 'Copy message' })).toBeNull();
    act(() => client.transcript.getState().appendText(client.transcript.getState().keys.at(-1)!, 'Anything else?'));
    const copy = within(log).getByRole('button', { name: 'Copy message' });
    await userEvent.click(copy);
    await vi.waitFor(() => expect(writes).toEqual(['## Sales\n\n- **Oslo**: 12\n\nAnything else?']), { timeout: 10_000 });
    // A one-word user message is a small bubble, not a fixed share of the column.
    const bubble = within(log).getByText('Show **me** please', { normalizer: (text) => text.replace(/\s+/g, ' ') });
    expect(bubble.getBoundingClientRect().width).toBeLessThan(log.getBoundingClientRect().width * 0.6);
  });

  it('draws a fence past the highlighting limit as plain code, and still highlights a short one', { timeout: 60_000 }, async () => {
    const long = 'const x = 1;\n'.repeat(2_000);
    render(<Markdown text={`\`\`\`js\nlet short = 2;\n\`\`\`\n\n\`\`\`js\n${long}\`\`\``} />);
    await vi.waitFor(() => expect(document.querySelector('pre[data-highlighted] [data-token~="keyword"]')).not.toBeNull(), { timeout: 30_000 });
    // 26 KB arriving whole is drawn a step per frame: the long fence is read once all drawn.
    await vi.waitFor(() => expect(document.querySelector('[data-revealing]')).toBeNull(), { timeout: 30_000 });
    const [short, plain] = [...document.querySelectorAll('pre')];
    expect(short).toHaveAttribute('data-highlighted');
    expect(plain).not.toHaveAttribute('data-highlighted');
    expect(plain?.querySelector('[data-token]')).toBeNull();
    expect(plain?.textContent).toBe(long.slice(0, -1));
  });

  it('keeps every block of a long message findable and selectable, off screen too', async () => {
    const text = Array.from({ length: 400 }, (_, i) => `Paragraph number ${i}.`).join('\n\n');
    render(
      <div style={{ height: 300, overflowY: 'auto' }} data-testid="scroller">
        <Markdown text={text} />
      </div>,
    );
    // The last paragraph is in a group far below the fold, whose layout the browser skips.
    const last = screen.getByText('Paragraph number 399.');
    expect(last.closest('[data-part="block-group"]')).not.toBeNull();
    // Find in page reaches it (and scrolls it into view).
    // window.find is Chromium's (and Firefox's) find-in-page, unlisted in the DOM typings.
    expect((window as unknown as { find(text: string): boolean }).find('Paragraph number 399.')).toBe(true);
    // Selected, the text of all 400 paragraphs copies in order.
    const markdown = document.querySelector('[data-markdown]')!;
    getSelection()!.selectAllChildren(markdown);
    const copied = getSelection()!.toString();
    expect(copied).toContain('Paragraph number 0.');
    expect(copied.indexOf('Paragraph number 398.')).toBeLessThan(copied.indexOf('Paragraph number 399.'));
    getSelection()!.removeAllRanges();
  });
});
