import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { CameoProvider, Transcript } from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

const conversation = [
  { type: 'user', text: 'How are sales?' },
  { type: 'assistant', text: 'Let me look that up.' },
  { type: 'tool_call', id: 'c1', name: 'sales_report', args: { quarter: 'Q3', region: 'EMEA' } },
  { type: 'tool_result', toolCallId: 'c1', content: 'Sales rose 12%.', isError: false },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Figures are provisional.' } },
  launcher('Open sales chart', 'sales', { rows: [] }),
  { type: 'tool_result', toolCallId: 'c2', content: 'database unreachable', isError: true },
];

describe('Transcript', () => {
  it('draws a call, its result and its ui rows as one card, even when the backend stored the ui row first', () => {
    renderCameo(<Transcript />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'board', args: {} },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Board updated.' } },
        { type: 'ui', toolCallId: 'nobody', ui: { kind: 'text', text: 'An orphan note.' } },
        { type: 'tool_result', toolCallId: 'c1', content: 'ok', isError: false },
        { type: 'assistant', text: 'Done.' },
      ],
    });
    const items = within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    // The card opens the assistant's turn, so its row carries the turn's header (avatar, name).
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^AAssistantboard.*Done.*Board updated\.$/),
      'An orphan note.',
      expect.stringContaining('Done.'),
    ]);
    expect(within(items[0]!).getByRole('button', { name: /board/ })).toHaveAttribute('data-state', 'complete');
  });

  it('folds a result that arrives in a later chunk into its card', () => {
    const { store } = renderCameo(<Transcript />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'board', args: {} },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Board updated.' } },
      ],
    });
    const card = () => within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    expect(card()).toHaveLength(1);
    expect(card()[0]).toHaveTextContent('Running');
    act(() => void store.getState().appendJSON([{ type: 'tool_result', toolCallId: 'c1', content: 'ok', isError: false }]));
    expect(card()).toHaveLength(1);
    expect(card()[0]).toHaveTextContent('Done');
    expect(card()[0]).toHaveTextContent('Board updated.');
  });

  it('renders messages, tool cards, notes and launchers in order; an orphan result stands alone', () => {
    renderCameo(<Transcript />, { transcript: conversation });
    const log = screen.getByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('How are sales?');
    expect(items[1]).toHaveTextContent('Let me look that up.');
    expect(items[2]).toHaveTextContent('sales_report');
    expect(items[2]).toHaveTextContent('Figures are provisional.');
    // The launcher's call (call-sales) is not in this transcript: an orphan row of its own.
    expect(within(items[3]!).getByRole('button', { name: 'Open sales chart' })).toBeInTheDocument();
    expect(items[4]).toHaveTextContent('database unreachable');
  });

  it('keeps tool call arguments and result collapsed until asked for', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { transcript: conversation });
    const trigger = screen.getByRole('button', { name: /sales_report/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Sales rose 12%.')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(content).toHaveTextContent('"region": "EMEA"');
    expect(content).toHaveTextContent('Sales rose 12%.');
  });

  it('marks tool errors in words, not only colour', () => {
    renderCameo(<Transcript />, { transcript: conversation });
    // A result with no call is a card too, named for what it is.
    const error = screen.getByText('database unreachable').closest('[data-slot="tool-card"]');
    expect(error).toHaveAttribute('data-state', 'error');
    expect(error).toHaveTextContent('Tool error');
    expect(error).toHaveTextContent('Failed');
    expect(screen.getByRole('button', { name: /sales_report/ })).toHaveTextContent('Done');
  });

  it('renders launchers as real dialog-opening buttons', () => {
    renderCameo(<Transcript />, { transcript: conversation });
    const button = screen.getByRole('button', { name: 'Open sales chart' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows markup in notes, messages and results literally', () => {
    const payload = '<img src=x onerror="window.__pwned = true">';
    const { container } = renderCameo(<Transcript />, {
      transcript: [
        { type: 'user', text: payload },
        { type: 'tool_result', toolCallId: 'c1', content: payload, isError: false },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: payload } },
        launcher(payload, 'x'),
      ],
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(payload)).toHaveLength(4);
  });

  it('shows malformed entries as errors in place and keeps their neighbours', () => {
    renderCameo(<Transcript />, {
      transcript: [
        { type: 'user', text: 'before' },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'x' } },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', widget: 'chart' } },
        { type: 'assistant', text: 'after' },
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('before');
    expect(items[1]).toHaveTextContent("Could not show entry 1unknown UI kind 'x'");
    expect(items[2]).toHaveTextContent('widget launcher without a label');
    expect(items[3]).toHaveTextContent('after');
  });

  it('shows one clear error for a transcript that is not an array', () => {
    renderCameo(<Transcript />, { transcript: '{"not": "an array"' });
    expect(screen.getByText(/transcript is not valid JSON/)).toBeInTheDocument();
  });

  it('shows an empty state, which the app can replace', () => {
    const { rerender } = render(
      <CameoProvider>
        <Transcript />
      </CameoProvider>,
    );
    expect(screen.getByText('Ask a question to start the conversation.')).toBeInTheDocument();
    rerender(
      <CameoProvider>
        <Transcript empty="Ask me anything" />
      </CameoProvider>,
    );
    expect(screen.getByText('Ask me anything')).toBeInTheDocument();
  });

  it('takes className, spreads props and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderCameo(<Transcript ref={ref} className="mine" data-testid="t" aria-label="Chat" />);
    const log = screen.getByTestId('t');
    expect(ref.current).toBe(log);
    expect(log).toHaveClass('mine');
    expect(log).toHaveAccessibleName('Chat');
  });

  it('renders entries appended to the store after mount', () => {
    const { store } = renderCameo(<Transcript />, { transcript: [{ type: 'user', text: 'hi' }] });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => {
      const [key] = store.getState().append({ type: 'assistant', text: 'Hel' });
      store.getState().appendText(key!, 'lo!');
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Hello!')).toBeInTheDocument();
  });
});
