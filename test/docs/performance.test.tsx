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
    // The first import of the example transforms the whole kit: seconds on a busy machine.
  });
});

describe('docs/performance.md: linear in the history', () => {
  it('appends a wire chunk at the cost of its own entries, and a tuple in it answers a call from an earlier chunk', async () => {
    const { createCameoClient } = await import('cameo-ui');
    const { countArrayWork } = await import('../core/countArrayWork');
    const client = createCameoClient();
    const { appendJSON } = client.transcript.getState();
    appendJSON(Array.from({ length: 20_000 }, (_, at) => ({ type: 'tool_call', id: `c${at}`, name: 'search', args: {} })));
    let keys: string[] = [];
    const work = countArrayWork(() => {
      keys = appendJSON(JSON.stringify([{ type: 'assistant', text: 'Checking' }, ['ok', 'found it']]));
    });
    // A handful of steps for two entries, where a copy of the 20,000 keys would be 20,000.
    expect(work).toBeLessThan(200);
    const { entries } = client.transcript.getState();
    expect(entries.get(keys[1]!)).toMatchObject({ type: 'tool_result', toolCallId: 'c19999', content: 'found it' });
    expect(client.transcript.getState().keys.slice(-2)).toEqual(keys);
  });
});
