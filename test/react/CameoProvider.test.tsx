import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { CameoProvider, Transcript, defineWidget, useCameoClient, useTranscript, type NewEntry, type WidgetDefinition } from '../../src';
import { createWidgetRegistry } from '../../src/core';
import { countingParts } from '../helpers/countingParts';

const Noop = () => null;

function countingRegistry(widgets: WidgetDefinition[] = []) {
  const registry = createWidgetRegistry<WidgetDefinition>(widgets);
  let live = 0;
  const subscribe = registry.subscribe;
  registry.subscribe = (listener) => {
    live += 1;
    const unsubscribe = subscribe(listener);
    return () => {
      live -= 1;
      unsubscribe();
    };
  };
  return { registry, live: () => live };
}

describe('CameoProvider', () => {
  it('gives each provider its own store', () => {
    function Add({ text }: { text: string }) {
      const { append } = useTranscript();
      return (
        <button type="button" onClick={() => append({ type: 'user', text })}>
          add {text}
        </button>
      );
    }
    render(
      <>
        <CameoProvider>
          <Add text="left" />
          <Transcript aria-label="Left" />
        </CameoProvider>
        <CameoProvider>
          <Transcript aria-label="Right" />
        </CameoProvider>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'add left' }).click());
    expect(screen.getByRole('log', { name: 'Left' })).toHaveTextContent('left');
    expect(screen.getByRole('log', { name: 'Right' })).toHaveTextContent('Ask a question to start the conversation.');
  });

  it('starts from a wire-format transcript', () => {
    render(
      <CameoProvider transcript={JSON.stringify([{ type: 'assistant', text: 'Welcome back' }])}>
        <Transcript />
      </CameoProvider>,
    );
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });

  it('builds a registry from widget definitions', () => {
    function Ids() {
      const { widgets } = useCameoClient();
      return <p>{widgets.list().map((widget) => widget.id).join(',')}</p>;
    }
    render(
      <CameoProvider widgets={[defineWidget({ id: 'chart', component: Noop }), defineWidget({ id: 'map', component: Noop })]}>
        <Ids />
      </CameoProvider>,
    );
    expect(screen.getByText('chart,map')).toBeInTheDocument();
  });

  it('never shadows the app’s own QueryClientProvider', () => {
    const appClient = new QueryClient();
    const ownClient = new QueryClient();
    let seen: QueryClient | undefined;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    render(
      <QueryClientProvider client={appClient}>
        <CameoProvider queryClient={ownClient}>
          <Probe />
        </CameoProvider>
      </QueryClientProvider>,
    );
    expect(seen).toBe(appClient);
  });

  it('uses the store, registry and client passed in', () => {
    const queryClient = new QueryClient();
    const { registry } = countingRegistry();
    let context: ReturnType<typeof useCameoClient> | undefined;
    function Probe() {
      context = useCameoClient();
      return null;
    }
    render(
      <CameoProvider queryClient={queryClient} registry={registry}>
        <Probe />
      </CameoProvider>,
    );
    expect(context?.queryClient).toBe(queryClient);
    expect(context?.widgets).toBe(registry);
  });

  it('releases every registry subscription on unmount, StrictMode included', () => {
    const { registry, live } = countingRegistry([defineWidget({ id: 'chart', component: Noop })]);
    const { unmount } = render(
      <StrictMode>
        <CameoProvider registry={registry}>
          <Transcript />
        </CameoProvider>
      </StrictMode>,
    );
    expect(live()).toBeGreaterThan(0);
    unmount();
    expect(live()).toBe(0);
  });

  it('mounts a query client it was given and unmounts it again', () => {
    const queryClient = new QueryClient();
    const mount = vi.spyOn(queryClient, 'mount');
    const unmountClient = vi.spyOn(queryClient, 'unmount');
    const { unmount } = render(<CameoProvider queryClient={queryClient} />);
    expect(mount).toHaveBeenCalledTimes(1);
    unmount();
    expect(unmountClient).toHaveBeenCalledTimes(1);
  });

  it('explains when a hook is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useTranscript();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('Cameo hooks and components must be used inside <CameoProvider>.');
  });
});

describe('CameoProvider: inline labels and onAction', () => {
  const messages = (count: number): NewEntry[] =>
    Array.from({ length: count }, (_, index) => ({ type: 'assistant' as const, text: `m${index} text` }));

  it('re-renders no row when the app re-renders with equal inline labels and a new onAction', () => {
    const transcript = messages(3);
    const { renders, components } = countingParts();
    function App({ tick }: { tick: number }) {
      return (
        <CameoProvider transcript={transcript} labels={{ jumpToLatest: 'Aller au dernier' }} onAction={() => void tick}>
          <p>tick {tick}</p>
          <Transcript components={components} />
        </CameoProvider>
      );
    }
    const { rerender } = render(<App tick={0} />);
    expect(renders).toEqual(['m0', 'm1', 'm2']);
    renders.length = 0;
    rerender(<App tick={1} />);
    expect(screen.getByText('tick 1')).toBeInTheDocument();
    expect(renders).toEqual([]);
  });

  it('still shows changed label values, and calls the onAction of the latest render', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    const Counter = defineWidget({
      id: 'counter',
      title: 'Counter',
      component: ({ dispatch }) => <button onClick={() => void dispatch('add', {})}>Add</button>,
      handleAction: async () => 'added',
    });
    function App({ name, close }: { name: string; close: string }) {
      return (
        <CameoProvider
          widgets={[Counter]}
          transcript={[{ type: 'ui', toolCallId: 'c', ui: { kind: 'widget', label: 'Open counter', widget: 'counter', data: {} } }]}
          labels={{ close }}
          onAction={(event) => heard.push(`${name}:${event.action}`)}
        >
          <Transcript />
        </CameoProvider>
      );
    }
    const { rerender } = render(<App name="first" close="Close" />);
    rerender(<App name="second" close="Fermer" />);
    await user.click(screen.getByRole('button', { name: 'Open counter' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(heard).toEqual(['second:add']));
  });
});
