import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CameoProvider,
  Transcript,
  WidgetLauncherList,
  WidgetView,
  createCameoClient,
  createMemoryTransport,
  defineServerWidget,
  defineWidget,
  useTranscript,
  useWidget,
  type WidgetProps,
} from '../../src';
import { testQueryClient } from '../helpers/renderCameo';

const Board = ({ data }: WidgetProps<{ cards: number }>) => <p>Cards: {data.cards}</p>;

function boardBackend(cards: number) {
  return createMemoryTransport({ widgets: [defineServerWidget({ id: 'board', render: () => ({ cards }) })] });
}

describe('CameoProvider props after mount', () => {
  it('takes a changed widgets list: new widgets appear, removed ones go', async () => {
    const chart = defineWidget({ id: 'chart', title: 'Chart', component: () => <p>chart</p> });
    const map = defineWidget({ id: 'map', title: 'Map', component: () => <p>map</p> });
    const queryClient = testQueryClient();
    const { rerender } = render(
      <CameoProvider widgets={[chart]} queryClient={queryClient}>
        <WidgetLauncherList />
      </CameoProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Chart']);
    rerender(
      <CameoProvider widgets={[chart, map]} queryClient={queryClient}>
        <WidgetLauncherList />
      </CameoProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Chart', 'Map']));
    rerender(
      <CameoProvider widgets={[map]} queryClient={queryClient}>
        <WidgetLauncherList />
      </CameoProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Map']));
  });

  it('takes a changed transport: an open view repaints from the new backend and streams from it', async () => {
    const board = defineWidget({ id: 'board', component: Board });
    const first = boardBackend(1);
    const second = boardBackend(2);
    const queryClient = testQueryClient();
    const page = (transport: ReturnType<typeof boardBackend>) => (
      <CameoProvider widgets={[board]} transport={transport} queryClient={queryClient}>
        <WidgetView widget="board" />
      </CameoProvider>
    );
    const { rerender } = render(page(first));
    expect(await screen.findByText('Cards: 1')).toBeInTheDocument();
    rerender(page(second));
    expect(await screen.findByText('Cards: 2')).toBeInTheDocument();
    expect(first.subscriberCount('board')).toBe(0);
    expect(second.subscriberCount('board')).toBe(1);
  });

  it('warns in development when an initial-only prop changes, and keeps the first value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { rerender } = render(
        <CameoProvider transcript={[{ type: 'assistant', text: 'first' }]}>
          <Transcript />
        </CameoProvider>,
      );
      // An equal inline array is the same transcript: no warning for it.
      rerender(
        <CameoProvider transcript={[{ type: 'assistant', text: 'first' }]}>
          <Transcript />
        </CameoProvider>,
      );
      expect(warn).not.toHaveBeenCalled();
      rerender(
        <CameoProvider transcript={[{ type: 'assistant', text: 'second' }]}>
          <Transcript />
        </CameoProvider>,
      );
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('<CameoProvider transcript> is read once'));
      expect(screen.getByText('first')).toBeInTheDocument();
      expect(screen.queryByText('second')).not.toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it('uses a client made outside React, which code outside React can append to', async () => {
    const user = userEvent.setup();
    const client = createCameoClient({ transcript: [{ type: 'user', text: 'Hello' }] });
    function Reply() {
      const { append } = useTranscript();
      return (
        <button type="button" onClick={() => append({ type: 'assistant', text: 'From a component' })}>
          Reply
        </button>
      );
    }
    render(
      <CameoProvider client={client}>
        <Transcript />
        <Reply />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    client.transcript.getState().append({ type: 'assistant', text: 'From the agent loop' });
    expect(await screen.findByText('From the agent loop')).toBeInTheDocument();
    expect(screen.getByText('From a component')).toBeInTheDocument();
  });

  it('keeps its first client when the client prop goes away, instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = createCameoClient({ transcript: [{ type: 'assistant', text: 'kept' }] });
      const { rerender } = render(
        <CameoProvider client={client}>
          <Transcript />
        </CameoProvider>,
      );
      rerender(
        <CameoProvider>
          <Transcript />
        </CameoProvider>,
      );
      expect(screen.getByText('kept')).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('<CameoProvider client> is read once'));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('useWidget', () => {
  it('closes only its own widget: another one open in the host stays open', async () => {
    const user = userEvent.setup();
    const chart = defineWidget({ id: 'chart', component: () => <p>chart</p>, render: () => ({}) });
    const map = defineWidget({ id: 'map', component: () => <p>map</p>, render: () => ({}) });
    function Controls() {
      const chartWidget = useWidget('chart');
      const mapWidget = useWidget('map');
      return (
        <>
          <button type="button" onClick={() => mapWidget.open({ label: 'Map' })}>
            Open map
          </button>
          <button type="button" onClick={chartWidget.close}>
            Close chart
          </button>
        </>
      );
    }
    render(
      <CameoProvider widgets={[chart, map]} queryClient={testQueryClient()}>
        <Controls />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open map' }));
    expect(await screen.findByRole('dialog', { name: 'Map' })).toBeInTheDocument();
    // The dialog makes the page behind it inert, so the click comes from code, as an app's would.
    screen.getByRole('button', { name: 'Close chart', hidden: true }).click();
    expect(screen.getByRole('dialog', { name: 'Map' })).toBeInTheDocument();
  });
});
