import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Transcript, WidgetActionButton, WidgetView, defineWidget, type ActionContext, type ActionEvent, type RequestOptions, type WidgetProps } from '../../src';
import { fakeTransport } from '../helpers/fakeTransport';
import { deferred, launcher, renderCameo } from '../helpers/renderCameo';

function Card({ data }: WidgetProps<{ title: string }>) {
  return (
    <div>
      <p>{data.title}</p>
      <WidgetActionButton action="claim" args={{ card: 7 }}>
        Claim
      </WidgetActionButton>
    </div>
  );
}

const transcript = [{ type: 'user', text: 'who takes card 7?' }, launcher('Open card', 'card', { title: 'Card 7' })];

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React reports state updates outside act, and other misuse, through console.error.
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an action that rejects', () => {
  it('shows a clear error in the widget, which stays usable: the next click runs again and clears it', async () => {
    const user = userEvent.setup();
    const handleAction = vi
      .fn<(action: string, args: unknown, context: ActionContext) => Promise<string>>()
      .mockRejectedValueOnce(new Error('card is locked'))
      .mockResolvedValueOnce('claimed');
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'card', component: Card, handleAction })], transcript });
    await user.click(screen.getByRole('button', { name: 'Open card' }));
    const dialog = screen.getByRole('dialog', { name: 'Open card' });
    const claim = within(dialog).getByRole('button', { name: 'Claim' });

    await user.click(claim);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Action “claim” failed: card is locked');
    expect(claim).toHaveAttribute('aria-busy', 'false');
    expect(claim).toHaveFocus();
    expect(within(dialog).getByText('Card 7')).toBeInTheDocument();
    expect(screen.getByText('who takes card 7?')).toBeInTheDocument();

    await user.click(claim);
    expect(handleAction).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('a slow action while the user closes the container', () => {
  it('aborts the handleAction signal on close and makes no state update after it', async () => {
    const user = userEvent.setup();
    const answer = deferred<string>();
    const signals: AbortSignal[] = [];
    const onAction = vi.fn((_event: ActionEvent) => {});
    const handleAction = vi.fn((_action: string, _args: unknown, { signal }: ActionContext) => {
      signals.push(signal);
      return answer.promise;
    });
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'card', component: Card, handleAction })], transcript, onAction });
    await user.click(screen.getByRole('button', { name: 'Open card' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveAttribute('aria-busy', 'true');
    expect(signals[0]!.aborted).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);

    // The handler ignores the abort and fails late: nothing in the page reacts to it.
    await act(async () => answer.reject(new Error('too late')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'claim', result: { ok: false, error: expect.any(Error) } }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves the late outcome of the old session out of a re-opened container', async () => {
    const user = userEvent.setup();
    const first = deferred<string>();
    const handleAction = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue('ok');
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'card', component: Card, handleAction })], transcript });
    await user.click(screen.getByRole('button', { name: 'Open card' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open card' }));

    await act(async () => first.reject(new Error('old failure')));
    const dialog = screen.getByRole('dialog', { name: 'Open card' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Claim' })).toHaveAttribute('aria-busy', 'false');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('aborts the transport request on close: the signal reaches transport.action', async () => {
    const user = userEvent.setup();
    const { transport, live } = fakeTransport();
    const requests: RequestOptions[] = [];
    transport.action = vi.fn((_widget: string, _action: string, _args: unknown, options?: RequestOptions) => {
      requests.push(options!);
      return new Promise(() => {});
    });
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'card', component: Card })], transport, transcript });
    await user.click(screen.getByRole('button', { name: 'Open card' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(transport.action).toHaveBeenCalledWith('card', 'claim', { card: 7 }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(requests[0]!.signal!.aborted).toBe(false);

    await user.keyboard('{Escape}');
    expect(requests[0]!.signal!.aborted).toBe(true);
    expect(live('card')).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('aborts an inline view’s action when the view unmounts', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const handleAction = (_action: string, _args: unknown, { signal }: ActionContext) => {
      signals.push(signal);
      return new Promise(() => {});
    };
    const widgets = [defineWidget({ id: 'card', component: Card, handleAction, render: () => ({ title: 'Card 7' }) })];
    function Tile() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <WidgetView widget="card" aria-label="Card tile" />}
          <button type="button" onClick={() => setShown(false)}>
            Hide tile
          </button>
        </>
      );
    }
    renderCameo(<Tile />, { widgets });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(signals[0]!.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hide tile' }));
    expect(screen.queryByRole('region', { name: 'Card tile' })).not.toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
