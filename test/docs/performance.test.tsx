import { render, screen } from '@testing-library/react';
import { act } from 'react';

// Runs the streaming example of docs/performance.md.

describe('docs/performance.md: streaming from outside React (examples/StreamingChat.tsx)', () => {
  it('shows the initial transcript and the streamed reply, in a focusable log', async () => {
    const { Chat, streamReply } = await import('./examples/StreamingChat');
    render(<Chat />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Summarise the call')).toBeInTheDocument();
    async function* tokens() {
      yield 'The call ';
      yield 'went well.';
    }
    await act(() => streamReply(tokens()));
    expect(screen.getByText('The call went well.')).toBeInTheDocument();
  });
});
