import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, defineWidget, useTranscript, useWidget, useWidgets, type WidgetDefinition } from '../../src';
import { createWidgetRegistry } from '../../src/core';
import { testQueryClient } from '../helpers/renderCameo';

const Noop = () => null;

describe('useTranscript', () => {
  it('appends, streams and parses wire JSON', () => {
    let api: ReturnType<typeof useTranscript> | undefined;
    function Probe() {
      api = useTranscript();
      return <p>{api.entries.map((entry) => (entry.type === 'assistant' || entry.type === 'user' ? entry.text : entry.type)).join(' | ')}</p>;
    }
    render(
      <CameoProvider>
        <Probe />
      </CameoProvider>,
    );
    let key = '';
    act(() => {
      [key] = api!.append({ type: 'assistant', text: 'Hel' }) as [string];
    });
    act(() => api!.appendText(key, 'lo'));
    // Same keys, same Map: only the revision tells the hook to read the entries again.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => {
      api!.appendJSON('[{"type":"user","text":"Thanks"}, {"type":"ui","toolCallId":"c","ui":{"kind":"nope"}}]');
    });
    expect(screen.getByText('Hello | Thanks | error')).toBeInTheDocument();
    expect(api!.keys).toHaveLength(3);
  });
});

describe('useWidgets', () => {
  it('lists every registered widget and follows registrations', () => {
    const registry = createWidgetRegistry<WidgetDefinition>([defineWidget({ id: 'chart', component: Noop })]);
    function List() {
      return <p>{useWidgets().map((widget) => widget.id).join(',')}</p>;
    }
    render(
      <CameoProvider registry={registry}>
        <List />
      </CameoProvider>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
    let unregister = () => {};
    act(() => {
      unregister = registry.register(defineWidget({ id: 'kanban', component: Noop }));
    });
    expect(screen.getByText('chart,kanban')).toBeInTheDocument();
    act(() => unregister());
    expect(screen.getByText('chart')).toBeInTheDocument();
  });
});

describe('useWidget', () => {
  it('opens a widget before any tool has run, in the host, with its render data', async () => {
    const user = userEvent.setup();
    const render_ = vi.fn(async () => ({ total: 42 }));
    const Total = defineWidget({
      id: 'total',
      component: ({ data }) => <p>Total: {data.total}</p>,
      render: render_,
    });
    function OpenButton() {
      const widget = useWidget('total');
      return (
        <button type="button" onClick={() => widget.open({ label: 'Totals' })}>
          {widget.isOpen ? 'open' : 'closed'}
        </button>
      );
    }
    render(
      <CameoProvider widgets={[Total]} queryClient={testQueryClient()}>
        <OpenButton />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'closed' }));
    expect(screen.getByRole('dialog', { name: 'Totals' })).toBeInTheDocument();
    expect(await screen.findByText('Total: 42')).toBeInTheDocument();
    await waitFor(() => expect(render_).toHaveBeenCalledTimes(1));
  });
});
