import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript, createCameoClient, type NewEntry } from '../../src';
import { countingParts } from '../helpers/countingParts';

const preambleToolAnswer: NewEntry[] = [
  { type: 'user', text: 'Any flights to Oslo?' },
  { type: 'assistant', text: 'Let me look that up.' },
  { type: 'tool_call', id: 'c1', name: 'search_flights', args: { to: 'OSL' } },
  { type: 'tool_result', toolCallId: 'c1', content: '3 flights', isError: false },
  { type: 'assistant', text: 'I found **3 flights**.' },
];

function chat(transcript: NewEntry[], virtualize = false) {
  const client = createCameoClient({ transcript });
  const user = userEvent.setup();
  const view = render(
    <CameoProvider client={client}>
      <Transcript virtualize={virtualize} />
    </CameoProvider>,
  );
  return { client, user, log: screen.getByRole('log'), ...view };
}

describe('one assistant turn, one block', () => {
  it('draws a preamble, a tool call and an answer under one header with one Copy, which copies both texts', async () => {
    const { log, user, container } = chat(preambleToolAnswer);
    expect(within(log).getAllByText('Assistant')).toHaveLength(1);
    expect(container.querySelectorAll('[data-role="assistant"] [data-slot="message-avatar"]')).toHaveLength(1);
    const copies = within(log).getAllByRole('button', { name: 'Copy message' });
    expect(copies).toHaveLength(1);
    // Copy sits at the end of the turn's last message, as assistant-ui's action bar does.
    expect(copies[0]!.closest('li')).toHaveTextContent('I found 3 flights.');

    await user.click(copies[0]!);
    await expect(navigator.clipboard.readText()).resolves.toBe('Let me look that up.\n\nI found **3 flights**.');

    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-turn'))).toEqual([null, 'start', 'continue', 'continue']);
    expect(rows.map((row) => row.hasAttribute('data-turn-end'))).toEqual([false, false, false, true]);
  });

  it('starts a new block after a user message, and after an error', async () => {
    const { log, user } = chat([
      ...preambleToolAnswer,
      { type: 'user', text: 'Book the first' },
      { type: 'assistant', text: 'Booked.' },
      { type: 'error', message: 'lost the connection' },
      { type: 'assistant', text: 'Back again.' },
    ]);
    expect(within(log).getAllByText('Assistant')).toHaveLength(3);
    const copies = within(log).getAllByRole('button', { name: 'Copy message' });
    expect(copies).toHaveLength(3);
    await user.click(copies[1]!);
    await expect(navigator.clipboard.readText()).resolves.toBe('Booked.');
  });

  it('gives a turn that opens with a tool card its header once', () => {
    const { log } = chat([
      { type: 'user', text: 'Weather?' },
      { type: 'tool_call', id: 'c1', name: 'weather', args: {} },
      { type: 'tool_result', toolCallId: 'c1', content: 'sunny', isError: false },
      { type: 'assistant', text: 'It is sunny.' },
    ]);
    expect(within(log).getAllByText('Assistant')).toHaveLength(1);
    const [, card] = within(log).getAllByRole('listitem');
    expect(within(card!).getByText('Assistant')).toBeInTheDocument();
  });

  it('moves Copy to a message that joins the turn, and copies what the turn says when clicked', async () => {
    const { client, log, user } = chat(preambleToolAnswer.slice(0, 4));
    const store = client.transcript;
    expect(within(log).getAllByRole('button', { name: 'Copy message' })[0]!.closest('li')).toHaveTextContent('Let me look');

    act(() => void store.getState().append({ type: 'assistant', text: 'Found' }));
    const answer = store.getState().keys.at(-1)!;
    act(() => store.getState().appendText(answer, ' them.'));
    const copies = within(log).getAllByRole('button', { name: 'Copy message' });
    expect(copies).toHaveLength(1);
    expect(copies[0]!.closest('li')).toHaveTextContent('Found them.');
    expect(within(log).getAllByText('Assistant')).toHaveLength(1);
    await user.click(copies[0]!);
    await expect(navigator.clipboard.readText()).resolves.toBe('Let me look that up.\n\nFound them.');
  });

  it('keeps a streamed token to its own row in a turn of many rows', () => {
    const client = createCameoClient({ transcript: preambleToolAnswer });
    const store = client.transcript;
    const { renders, components } = countingParts();
    render(
      <CameoProvider client={client}>
        <Transcript components={components} virtualize={false} />
      </CameoProvider>,
    );
    renders.length = 0;
    const answer = store.getState().keys.at(-1)!;
    for (let token = 0; token < 10; token += 1) act(() => store.getState().appendText(answer, ' more'));
    expect(renders).toEqual(Array.from({ length: 10 }, () => 'I'));
  });
});
