import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, WidgetActionButton, WidgetError, createMemoryTransport, defineServerWidget, defineWidget, type WidgetProps } from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

interface Card {
  id: string;
  title: string;
  done: boolean;
}

function Board({ data }: WidgetProps<{ cards: Card[] }>) {
  return (
    <ul>
      {data.cards.map((card) => (
        <li key={card.id}>
          {card.title} {card.done ? '(done)' : ''}
          <WidgetActionButton action="done" args={{ id: card.id }}>
            Mark {card.title} done
          </WidgetActionButton>
        </li>
      ))}
    </ul>
  );
}

function boardBackend() {
  const cards: Card[] = [
    { id: 'a', title: 'Alpha', done: false },
    { id: 'b', title: 'Beta', done: false },
  ];
  return createMemoryTransport({
    widgets: [
      defineServerWidget({
        id: 'board',
        render: () => ({ cards: cards.map((card) => ({ ...card })) }),
        handleAction: (action, args) => {
          const card = cards.find((each) => each.id === (args as { id: string }).id);
          if (!card) throw new WidgetError('no such card', 404);
          if (card.done) throw new WidgetError(`${card.title} is already done`, 409);
          card.done = true;
          return card.id;
        },
      }),
    ],
  });
}

const board = defineWidget({ id: 'board', component: Board });

describe('human actions through the transport', () => {
  it('runs the action on the backend, marks only the control that fired it, and shows the push', async () => {
    const user = userEvent.setup();
    const transport = boardBackend();
    const onAction = vi.fn();
    const { store } = renderCameo(<Transcript />, {
      widgets: [board],
      transport,
      onAction,
      transcript: [launcher('Open board', 'board')],
    });
    const keysBefore = store.getState().keys;
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open board' });
    await within(dialog).findByRole('button', { name: 'Mark Alpha done' });

    const release = transport.hold('action');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Alpha done' }));
    expect(within(dialog).getByRole('button', { name: 'Mark Alpha done' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Mark Beta done' })).toHaveAttribute('aria-busy', 'false');

    await act(async () => release());
    expect(await within(dialog).findByText('Alpha (done)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark Alpha done' })).toHaveAttribute('aria-busy', 'false');
    expect(transport.calls.filter((call) => call.method === 'action')).toEqual([
      { method: 'action', widget: 'board', action: 'done', args: { id: 'a' } },
    ]);
    expect(onAction).toHaveBeenCalledWith({ widget: 'board', action: 'done', args: { id: 'a' }, result: { ok: true, value: 'a' }, aborted: false });
    expect(store.getState().keys).toBe(keysBefore);
  });

  it('shows the backend’s refusal in the widget and tells the app', async () => {
    const user = userEvent.setup();
    const transport = boardBackend();
    const onAction = vi.fn();
    renderCameo(<Transcript />, { widgets: [board], transport, onAction, transcript: [launcher('Open board', 'board')] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Mark Beta done' }));
    await within(dialog).findByText('Beta (done)');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Beta done' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Action “done” failed: Beta is already done');
    expect(onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'done', result: { ok: false, error: expect.objectContaining({ status: 409 }) } }),
    );
  });

  it('ignores clicks on a control whose action is still running', async () => {
    const user = userEvent.setup();
    const transport = boardBackend();
    renderCameo(<Transcript />, { widgets: [board], transport, transcript: [launcher('Open board', 'board')] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const button = await screen.findByRole('button', { name: 'Mark Alpha done' });
    const release = transport.hold('action');
    await user.click(button);
    await user.click(button);
    await act(async () => release());
    expect(transport.calls.filter((call) => call.method === 'action')).toHaveLength(1);
  });
});
