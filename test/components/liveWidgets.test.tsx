import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { CameoProvider, Transcript, WidgetView, createMemoryTransport, defineServerWidget, defineWidget, useCameoClient, useWidget, type WidgetProps } from '../../src';
import { fakeTransport } from '../helpers/fakeTransport';
import { launcher, renderCameo, testQueryClient } from '../helpers/renderCameo';

interface Tally {
  count: number;
}

const TallyView = ({ data }: WidgetProps<Tally>) => <p>Count: {data.count}</p>;
const tally = defineWidget<Tally>({ id: 'tally', component: TallyView });

function tallyBackend() {
  let count = 0;
  return createMemoryTransport({
    widgets: [
      defineServerWidget({
        id: 'tally',
        render: () => ({ count }),
        handleAction: (action) => {
          if (action === 'add') count += 1;
          return count;
        },
      }),
    ],
  });
}

describe('pull then push', () => {
  it('paints from the transport’s render when the widget has none of its own, once', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    renderCameo(<Transcript />, { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally')] });
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    expect(await screen.findByText('Count: 0')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
  });

  it('re-renders every viewer on a push, the one whose action caused it included', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    function Adder() {
      const widget = useWidget('tally');
      return (
        <button type="button" onClick={() => void widget.dispatch('add')}>
          Add one
        </button>
      );
    }
    renderCameo(
      <>
        <WidgetView widget="tally" aria-label="Side tally" />
        <Adder />
        <Transcript />
      </>,
      { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally')] },
    );
    const side = screen.getByRole('region', { name: 'Side tally' });
    expect(await within(side).findByText('Count: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    const dialog = screen.getByRole('dialog', { name: 'Open tally' });

    await act(() => transport.push('tally', { count: 7 }));
    expect(within(side).getByText('Count: 7')).toBeInTheDocument();
    expect(within(dialog).getByText('Count: 7')).toBeInTheDocument();
  });

  it('ignores a push older than what is shown', async () => {
    const fake = fakeTransport();
    render(
      <CameoProvider widgets={[tally]} transport={fake.transport} queryClient={testQueryClient()}>
        <WidgetView widget="tally" />
      </CameoProvider>,
    );
    await act(async () => fake.renders[0]!.answer.resolve({ data: { count: 5 }, version: 5 }));
    expect(screen.getByText('Count: 5')).toBeInTheDocument();
    await act(async () => fake.emit({ widget: 'tally', data: { count: 3 }, version: 3 }));
    expect(screen.getByText('Count: 5')).toBeInTheDocument();
    await act(async () => fake.emit({ widget: 'tally', data: { count: 6 }, version: 6 }));
    expect(screen.getByText('Count: 6')).toBeInTheDocument();
  });

  it('keeps a push that lands while the first render is still in flight', async () => {
    const fake = fakeTransport();
    render(
      <CameoProvider widgets={[tally]} transport={fake.transport} queryClient={testQueryClient()}>
        <WidgetView widget="tally" />
      </CameoProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => fake.emit({ widget: 'tally', data: { count: 9 }, version: 9 }));
    expect(screen.getByText('Count: 9')).toBeInTheDocument();
    await act(async () => fake.renders[0]!.answer.resolve({ data: { count: 1 }, version: 1 }));
    expect(screen.getByText('Count: 9')).toBeInTheDocument();
    expect(screen.queryByText('Count: 1')).not.toBeInTheDocument();
  });
});

describe('subscription lifecycle', () => {
  it('opens with the container and closes with it, across open/close cycles', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    renderCameo(<Transcript />, { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally', { count: 0 })] });
    expect(transport.subscriberCount()).toBe(0);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      await user.click(screen.getByRole('button', { name: 'Open tally' }));
      expect(transport.subscriberCount('tally')).toBe(1);
      await user.keyboard('{Escape}');
      expect(transport.subscriberCount()).toBe(0);
    }
  });

  it('moves to the new widget when the host is re-targeted', async () => {
    const transport = createMemoryTransport({
      widgets: [
        defineServerWidget({ id: 'tally', render: () => ({ count: 1 }) }),
        defineServerWidget({ id: 'other', render: () => ({ count: 2 }) }),
      ],
    });
    let open: ((id: string) => void) | undefined;
    function Opener() {
      const client = useCameoClient();
      open = (id) => client.open({ widget: id, label: id });
      return null;
    }
    renderCameo(<Opener />, { widgets: [tally, defineWidget<Tally>({ id: 'other', component: TallyView })], transport });
    act(() => open!('tally'));
    expect(await screen.findByRole('dialog', { name: 'tally' })).toBeInTheDocument();
    act(() => open!('other'));
    expect(await screen.findByRole('dialog', { name: 'other' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(transport.subscriberCount('tally')).toBe(0);
    expect(transport.subscriberCount('other')).toBe(1);
  });

  it('opens one event stream per widget, however many viewers, and closes it after the last', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    function Count() {
      const widget = useWidget('tally');
      return <p>Hook count: {(widget.data as Tally | undefined)?.count ?? '…'}</p>;
    }
    const queryClient = testQueryClient();
    const transcript = [launcher('Open tally', 'tally')];
    const page = (views: number, hook: boolean) => (
      <CameoProvider widgets={[tally]} transport={transport} queryClient={queryClient} transcript={transcript}>
        {Array.from({ length: views }, (_, index) => (
          <WidgetView key={index} widget="tally" aria-label={`Tally ${index}`} />
        ))}
        {hook && <Count />}
        <Transcript />
      </CameoProvider>
    );
    const { rerender } = render(page(3, true));
    expect(await screen.findAllByText('Count: 0')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    expect(await screen.findAllByText('Count: 0')).toHaveLength(4);
    // Three inline views, a hook and the open container: five viewers, one stream.
    expect(transport.subscriberCount('tally')).toBe(1);
    await user.keyboard('{Escape}');
    rerender(page(0, true));
    expect(screen.getByText('Hook count: 0')).toBeInTheDocument();
    expect(transport.subscriberCount('tally')).toBe(1);
    rerender(page(0, false));
    expect(transport.subscriberCount('tally')).toBe(0);
  });

  it('returns to zero on unmount, StrictMode double effects included', async () => {
    const transport = tallyBackend();
    const { unmount } = render(
      <StrictMode>
        <CameoProvider widgets={[tally]} transport={transport} queryClient={testQueryClient()}>
          <WidgetView widget="tally" />
          <WidgetView widget="tally" />
        </CameoProvider>
      </StrictMode>,
    );
    expect(await screen.findAllByText('Count: 0')).toHaveLength(2);
    expect(transport.subscriberCount('tally')).toBe(1);
    unmount();
    expect(transport.subscriberCount()).toBe(0);
  });

  it('keeps useWidget current with pushes, with no container or view on screen', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    function Count() {
      const widget = useWidget('tally');
      return (
        <>
          <p>Hook count: {(widget.data as Tally | undefined)?.count ?? '…'}</p>
          <p>{widget.live ? 'live' : 'not live'}</p>
        </>
      );
    }
    renderCameo(<Count />, { widgets: [tally], transport });
    expect(await screen.findByText('Hook count: 0')).toBeInTheDocument();
    expect(screen.getByText('live')).toBeInTheDocument();
    // Another viewer (another tab, another user) changes the widget on the backend.
    await act(async () => void (await transport.action('tally', 'add', undefined)));
    expect(await screen.findByText('Hook count: 1')).toBeInTheDocument();
    await user.click(document.body);
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
  });

  it('shows that live updates are interrupted while the stream reports an error', async () => {
    let fail: ((error: Error) => void) | undefined;
    const transport = {
      ...tallyBackend(),
      subscribe: (_widget: string, _listener: unknown, options?: { onError?: (error: Error) => void }) => {
        fail = options?.onError;
        return () => {};
      },
    };
    render(
      <CameoProvider widgets={[tally]} transport={transport} queryClient={testQueryClient()}>
        <WidgetView widget="tally" />
      </CameoProvider>,
    );
    await screen.findByText('Count: 0');
    act(() => fail!(new Error('socket closed')));
    expect(screen.getByRole('status')).toHaveTextContent('Live updates interrupted; reconnecting…');
  });
});

describe('unmounting during a fetch', () => {
  it('makes no request after the viewer is gone', async () => {
    const transport = tallyBackend();
    transport.setLatency(50);
    const { unmount } = render(
      <CameoProvider widgets={[tally]} transport={transport} queryClient={testQueryClient()}>
        <WidgetView widget="tally" />
      </CameoProvider>,
    );
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    await waitFor(() => expect(transport.subscriberCount()).toBe(0));
  });
});

describe('which widgets subscribe', () => {
  it('leaves a client-only widget (own render, unknown to the backend) off the stream', async () => {
    const transport = tallyBackend();
    const local = defineWidget({ id: 'local', component: TallyView, render: () => ({ count: 42 }) });
    render(
      <CameoProvider widgets={[tally, local]} transport={transport} queryClient={testQueryClient()}>
        <WidgetView widget="local" />
        <WidgetView widget="tally" />
      </CameoProvider>,
    );
    expect(await screen.findByText('Count: 42')).toBeInTheDocument();
    expect(await screen.findByText('Count: 0')).toBeInTheDocument();
    expect(transport.subscriberCount('local')).toBe(0);
    expect(transport.subscriberCount('tally')).toBe(1);
  });
});

describe('requests for a widget without a snapshot', () => {
  it('makes exactly one render request across quick re-opens, even while it is in flight', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    const release = transport.hold('render');
    renderCameo(<Transcript />, { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally')] });
    for (let open = 0; open < 5; open += 1) {
      await user.click(screen.getByRole('button', { name: 'Open tally' }));
      await user.keyboard('{Escape}');
    }
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    await act(async () => release());
    expect(await screen.findByText('Count: 0')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
  });

  it('makes no request at all when the launcher sent a snapshot', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    renderCameo(<Transcript />, { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally', { count: 5 })] });
    for (let open = 0; open < 3; open += 1) {
      await user.click(screen.getByRole('button', { name: 'Open tally' }));
      expect(screen.getByText('Count: 5')).toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(0);
  });
});

describe('a fetch that outlives its viewer', () => {
  it('is not repeated when the widget is re-opened after the fetch finished while closed', async () => {
    const user = userEvent.setup();
    const transport = tallyBackend();
    const release = transport.hold('render');
    renderCameo(<Transcript />, { widgets: [tally], transport, transcript: [launcher('Open tally', 'tally')] });
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    await user.keyboard('{Escape}');
    await act(async () => release());
    await user.click(screen.getByRole('button', { name: 'Open tally' }));
    expect(await screen.findByText('Count: 0')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
  });
});
