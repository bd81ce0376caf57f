import { render, screen, waitFor } from '@testing-library/react';
import { Chat } from '../docs/ReadmeChat';

// The README's whole chat in a real layout: a column as tall as the viewport, the transcript
// scrolling inside it and the composer always on screen below, however long the conversation.

const long = Array.from({ length: 80 }, (_, index) => ({ type: index % 2 ? 'assistant' : 'user', text: `Message ${index + 1}` }));

describe('README: the whole chat (test/docs/ReadmeChat.tsx) in Chromium', () => {
  it('keeps the composer in view and scrolls the transcript inside the column', async () => {
    render(<Chat transcript={long} ask={async () => []} />);
    const log = screen.getByRole('log');
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight));
    const box = input.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(log.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.top + 1);
    // Nothing in the log (a visually hidden status far down, say) makes the page itself scroll.
    expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight + 1);
    // It opens at the latest entry.
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
  });
});
