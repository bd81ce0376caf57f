import { render, screen, waitFor } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Transcript, type NewEntry } from '../../src';

const turn: NewEntry[] = [
  { type: 'user', text: 'Any flights to Oslo?' },
  { type: 'assistant', text: 'Let me look that up.' },
  { type: 'tool_call', id: 'c1', name: 'search_flights', args: { to: 'OSL' } },
  { type: 'tool_result', toolCallId: 'c1', content: '3 flights', isError: false },
  { type: 'assistant', text: 'I found three flights.' },
  { type: 'user', text: 'Thanks' },
  { type: 'assistant', text: 'You are welcome.' },
];

function draw(virtualize: boolean) {
  render(
    <CameoProvider transcript={turn}>
      <Transcript style={{ height: 700, width: 640 }} virtualize={virtualize} />
    </CameoProvider>,
  );
}

const rect = (element: Element | null | undefined) => element!.getBoundingClientRect();
const rows = () => [...screen.getByRole('log').querySelectorAll('[data-slot="transcript-item"]')];

describe.each([false, true])('one assistant turn in Chromium (virtualized: %s)', (virtualize) => {
  it('aligns the turn’s rows under its name and keeps them closer than turns are to each other', async () => {
    draw(virtualize);
    await waitFor(() => expect(rows()).toHaveLength(6));
    const [, preamble, card, answer, thanks] = rows();
    const name = preamble!.querySelector('[data-slot="message-author"]');
    const left = rect(name).left;
    // The card and the answer start where the header's name does, with no avatar of their own.
    expect(Math.abs(rect(card!.firstElementChild).left - left)).toBeLessThan(1);
    expect(Math.abs(rect(answer!.querySelector('[data-slot="markdown"]')).left - left)).toBeLessThan(1);
    expect(card!.querySelector('[data-slot="message-avatar"]')).toBeNull();
    expect(answer!.querySelector('[data-slot="message-avatar"]')).toBeNull();
    // Inside the turn rows sit closer than the turn sits to the next user message.
    const within = rect(answer!.firstElementChild).top - rect(card!.firstElementChild).bottom;
    const between = rect(thanks!.firstElementChild).top - rect(answer!.firstElementChild).bottom;
    expect(within).toBeGreaterThan(0);
    expect(within).toBeLessThan(between);
  });
});
