import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, defineWidget, type RenderContext, type WidgetProps } from '../../src';
import { widgetQueryKey } from '../../src/core/client/widgetQueryKey';
import { deferred, launcher, renderCameo } from '../helpers/renderCameo';

interface Board {
  cards: string[];
}

function BoardView({ data, dispatch, pendingAction }: WidgetProps<Board>) {
  return (
    <div>
      <ul aria-label="Cards">
        {data.cards.map((card) => (
          <li key={card}>{card}</li>
        ))}
      </ul>
      <button type="button" aria-busy={pendingAction === 'archive'} onClick={() => void dispatch('archive', { card: 'a' })}>
        Archive
      </button>
    </div>
  );
}

function boardWidget(overrides: Partial<Parameters<typeof defineWidget<Board>>[0]> = {}) {
  return defineWidget<Board>({ id: 'board', component: BoardView, ...overrides });
}

describe('WidgetHost', () => {
  it("names its container after the widget's title, not the launcher's verb phrase; the label without one", async () => {
    const user = userEvent.setup();
    const data = { cards: ['a'] };
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ title: 'Team board' }), boardWidget({ id: 'plain' })],
      transcript: [
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open the team board', widget: 'board', data } },
        { type: 'ui', toolCallId: 'c2', ui: { kind: 'widget', label: 'Open the plain board', widget: 'plain', data } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Open the team board' }));
    expect(within(screen.getByRole('dialog', { name: 'Team board' })).getByRole('heading', { name: 'Team board' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open the plain board' }));
    expect(screen.getByRole('dialog', { name: 'Open the plain board' })).toBeInTheDocument();
  });

  it('treats "data": null as no snapshot: the widget’s render paints first', async () => {
    const user = userEvent.setup();
    const render = vi.fn(async () => ({ cards: ['from render'] }));
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ render })],
      transcript: [{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open board', widget: 'board', data: null } }],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    expect(await within(dialog).findByText('from render')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('paints an empty first paint from a sent empty value, with no request', async () => {
    const user = userEvent.setup();
    const render = vi.fn(async () => ({ cards: ['from render'] }));
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ render })],
      transcript: [launcher('Open board', 'board', { cards: [] })],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(within(screen.getByRole('dialog', { name: 'Open board' })).getByRole('list', { name: 'Cards' })).toBeEmptyDOMElement();
    expect(render).not.toHaveBeenCalled();
  });

  it('paints the snapshot on first open and makes no request', async () => {
    const user = userEvent.setup();
    const render = vi.fn(async () => ({ cards: ['from server'] }));
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ render })],
      transcript: [launcher('Open board', 'board', { cards: ['from snapshot'] })],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    expect(within(dialog).getByText('from snapshot')).toBeInTheDocument();
    expect(render).not.toHaveBeenCalled();
  });

  it('seeds the cache with the snapshot, so a later update replaces it', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderCameo(<Transcript />, {
      widgets: [boardWidget()],
      transcript: [launcher('Open board', 'board', { cards: ['old'] })],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(queryClient.getQueryData(widgetQueryKey('board'))).toEqual({ cards: ['old'] });
    act(() => {
      queryClient.setQueryData(widgetQueryKey('board'), { cards: ['new'] });
    });
    expect(await within(screen.getByRole('dialog')).findByText('new')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByText('old')).not.toBeInTheDocument();
  });

  it('fetches through render once when no snapshot was sent, and reuses it on re-open', async () => {
    const user = userEvent.setup();
    const fetch = deferred<Board>();
    const render = vi.fn((_context: RenderContext) => fetch.promise);
    renderCameo(<Transcript />, { widgets: [boardWidget({ render })], transcript: [launcher('Open board', 'board')] });

    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => fetch.resolve({ cards: ['fetched'] }));
    expect(await screen.findByText('fetched')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0]).toMatchObject({ widget: 'board' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(screen.getByText('fetched')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('shows a fetch error with a Retry that fetches again', async () => {
    const user = userEvent.setup();
    const render = vi
      .fn<() => Promise<Board>>()
      .mockRejectedValueOnce(new Error('502 from board service'))
      .mockResolvedValueOnce({ cards: ['second try'] });
    renderCameo(<Transcript />, { widgets: [boardWidget({ render })], transcript: [launcher('Open board', 'board')] });

    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this widget: 502 from board service');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('says so when there is neither a snapshot nor a render', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { widgets: [boardWidget()], transcript: [launcher('Open board', 'board')] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'This widget has no data: its launcher sent no snapshot and the widget has no render function.',
    );
  });

  it('names an unknown widget id and leaves the transcript intact', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, {
      widgets: [boardWidget()],
      transcript: [{ type: 'user', text: 'show me' }, launcher('Open mystery', 'mystery')],
    });
    await user.click(screen.getByRole('button', { name: 'Open mystery' }));
    const dialog = screen.getByRole('dialog', { name: 'Open mystery' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unknown widget mystery: no widget with this id is registered.');
    await user.keyboard('{Escape}');
    expect(screen.getByText('show me')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open mystery' })).toHaveFocus();
  });

  it('catches a widget that throws inside the container, with a way to close it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('chart exploded');
    };
    renderCameo(<Transcript />, {
      widgets: [defineWidget({ id: 'broken', component: Broken })],
      transcript: [{ type: 'user', text: 'still here' }, launcher('Open chart', 'broken', {})],
    });
    await user.click(screen.getByRole('button', { name: 'Open chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Open chart' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('This widget (broken) stopped working: chart exploded');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });

  it('moves focus in, closes on Esc and returns focus to the launcher', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, {
      widgets: [boardWidget()],
      transcript: [launcher('First board', 'board', { cards: [] }), launcher('Second board', 'board', { cards: [] })],
    });
    const second = screen.getByRole('button', { name: 'Second board' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Second board' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from the Close button and returns focus to the launcher', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { widgets: [boardWidget()], transcript: [launcher('Open board', 'board', { cards: [] })] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open board' })).toHaveFocus();
  });

  it('sends actions to handleAction, shows them pending, and never touches the transcript', async () => {
    const user = userEvent.setup();
    const action = deferred<string>();
    const handleAction = vi.fn(() => action.promise);
    const { store } = renderCameo(<Transcript />, {
      widgets: [boardWidget({ handleAction })],
      transcript: [launcher('Open board', 'board', { cards: ['a'] })],
    });
    const before = store.getState().keys;
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(handleAction).toHaveBeenCalledWith('archive', { card: 'a' }, expect.objectContaining({ widget: 'board' }));
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => action.resolve('done'));
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveAttribute('aria-busy', 'false');
    expect(store.getState().keys).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a visible failure when an action rejects', async () => {
    const user = userEvent.setup();
    const handleAction = vi.fn(async () => {
      throw new Error('card is locked');
    });
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ handleAction })],
      transcript: [launcher('Open board', 'board', { cards: ['a'] })],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action “archive” failed: card is locked');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('aborts an action still running when the container closes', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const handleAction = vi.fn((_action: string, _args: unknown, context: { signal: AbortSignal }) => {
      signal = context.signal;
      return new Promise(() => {});
    });
    renderCameo(<Transcript />, {
      widgets: [boardWidget({ handleAction })],
      transcript: [launcher('Open board', 'board', { cards: ['a'] })],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(signal?.aborted).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('shows a visible failure when the widget handles no actions', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { widgets: [boardWidget()], transcript: [launcher('Open board', 'board', { cards: ['a'] })] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Widget "board" does not handle actions.');
  });
});
