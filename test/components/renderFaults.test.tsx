import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, createHttpTransport, defineWidget, type WidgetProps } from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

const Board = ({ data }: WidgetProps<{ cards: string[] }>) => <p>{data.cards.length} cards</p>;
const board = defineWidget<{ cards: string[] }>({ id: 'board', component: Board });

/** A backend behind a proxy that answers the render with its own HTML page. */
const proxyPage: typeof fetch = () =>
  Promise.resolve(new Response('<!doctype html><title>Gateway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a render that fails validation', () => {
  it('shows what was wrong inside the widget, and the transcript stays', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, {
      widgets: [board],
      transport: createHttpTransport({ baseUrl: '/api', fetch: proxyPage }),
      transcript: [{ type: 'user', text: 'Show me the board' }, launcher('Open board', 'board')],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load this widget: GET /widgets/board/render: invalid render result: expected a JSON response, got Content-Type "text/html"',
    );
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation', hidden: true });
    expect(within(log).getByText('Show me the board')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      '[cameo] GET /widgets/board/render: invalid render result: expected a JSON response, got Content-Type "text/html"',
    );
  });

  it('names the field when the JSON has the wrong shape', async () => {
    const user = userEvent.setup();
    const wrongShape: typeof fetch = () =>
      Promise.resolve(Response.json({ data: { cards: [] }, version: 'seven' }));
    renderCameo(<Transcript />, {
      widgets: [board],
      transport: createHttpTransport({ baseUrl: '/api', fetch: wrongShape }),
      transcript: [launcher('Open board', 'board')],
    });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('invalid render result: version: expected a number, got a string');
  });
});
