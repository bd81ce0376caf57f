import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CameoProvider,
  Transcript,
  WidgetActionButton,
  WidgetView,
  createMemoryTransport,
  defineServerWidget,
  defineWidget,
  type WidgetProps,
} from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

// After a human action settles the widget shows the new state: a push that arrived while it ran
// already did that; without one (a widget with no push stream) its render query is invalidated,
// so an open viewer fetches again.

function Counter({ data }: WidgetProps<{ count: number }>) {
  return (
    <div>
      <p>Count {data.count}</p>
      <WidgetActionButton action="add">Add one</WidgetActionButton>
    </div>
  );
}

/** A widget whose own render reads a server-side count and whose own action changes it: no push. */
function counterWidget() {
  let count = 0;
  const render = vi.fn(async () => ({ count }));
  const handleAction = vi.fn(async () => {
    count += 1;
  });
  return { widget: defineWidget({ id: 'counter', component: Counter, render, handleAction }), render, handleAction };
}

describe('a widget without push after an action', () => {
  it('renders again and shows the new data', async () => {
    const user = userEvent.setup();
    const { widget, render, handleAction } = counterWidget();
    renderCameo(<Transcript />, { widgets: [widget], transcript: [launcher('Open counter', 'counter')] });
    await user.click(screen.getByRole('button', { name: 'Open counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Open counter' });
    expect(await within(dialog).findByText('Count 0')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Add one' }));
    expect(await within(dialog).findByText('Count 1')).toBeInTheDocument();
    expect(handleAction).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('refetches after an action even when the first paint was the launcher’s snapshot', async () => {
    const user = userEvent.setup();
    const { widget, render } = counterWidget();
    const view = renderCameo(<Transcript />, { widgets: [widget], transcript: [launcher('Open counter', 'counter', { count: 0 })] });
    await user.click(view.getByRole('button', { name: 'Open counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Open counter' });
    expect(within(dialog).getByText('Count 0')).toBeInTheDocument();
    expect(render).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Add one' }));
    expect(await within(dialog).findByText('Count 1')).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('a widget whose backend pushes after an action', () => {
  it('shows the push and makes no second render request', async () => {
    const user = userEvent.setup();
    let done = false;
    const transport = createMemoryTransport({
      widgets: [
        defineServerWidget({
          id: 'task',
          render: () => ({ done }),
          handleAction: () => {
            done = true;
          },
        }),
      ],
    });
    function Task({ data }: WidgetProps<{ done: boolean }>) {
      return (
        <div>
          <p>{data.done ? 'Done' : 'Open'}</p>
          <WidgetActionButton action="finish">Finish</WidgetActionButton>
        </div>
      );
    }
    const onAction = vi.fn();
    const { queryClient } = renderCameo(<WidgetView widget="task" />, {
      widgets: [defineWidget({ id: 'task', component: Task })],
      transport,
      onAction,
    });
    expect(await screen.findByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(transport.subscriberCount('task')).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(onAction).toHaveBeenCalledTimes(1));
    // An invalidation would have started a fetch by now: the action has settled.
    expect(queryClient.isFetching()).toBe(0);
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    expect(transport.calls.filter((call) => call.method === 'action')).toHaveLength(1);
  });
});

describe('render retries', () => {
  function Broken() {
    return <p>never drawn</p>;
  }
  const failing = (retry?: number) => {
    const render = vi.fn(async (): Promise<{ ok: true }> => {
      throw new Error('backend down');
    });
    return { render, widget: defineWidget({ id: 'broken', component: Broken, render, ...(retry === undefined ? {} : { retry }) }) };
  };

  // These use the provider's own query client (test helpers turn retries off for speed).
  it('retries a failing render once by default before the error shows', async () => {
    const { render: renderSpy, widget } = failing();
    render(
      <CameoProvider widgets={[widget]}>
        <WidgetView widget="broken" />
      </CameoProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('backend down');
    expect(renderSpy).toHaveBeenCalledTimes(2);
  });

  it('shows the error after one call with retry: 0 on the widget', async () => {
    const { render: renderSpy, widget } = failing(0);
    render(
      <CameoProvider widgets={[widget]}>
        <WidgetView widget="broken" />
      </CameoProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('backend down');
    expect(renderSpy).toHaveBeenCalledTimes(1);
  });

  it('shows the error after one call with retry={0} on the provider, unless the widget sets its own', async () => {
    const own = failing();
    render(
      <CameoProvider widgets={[own.widget]} retry={0}>
        <WidgetView widget="broken" />
      </CameoProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('backend down');
    expect(own.render).toHaveBeenCalledTimes(1);
  });

  it('lets a widget’s retry win over the provider’s', async () => {
    const { render: renderSpy, widget } = failing(1);
    render(
      <CameoProvider widgets={[widget]} retry={0}>
        <WidgetView widget="broken" />
      </CameoProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('backend down');
    expect(renderSpy).toHaveBeenCalledTimes(2);
  });
});
