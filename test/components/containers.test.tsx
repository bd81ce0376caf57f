import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript, WidgetLauncherList, createMemoryTransport, defineServerWidget, defineWidget, useWidget, type WidgetContainer } from '../../src';
import { launcher, renderCameo, testQueryClient } from '../helpers/renderCameo';

const Panel = () => <p>panel body</p>;

function widgetIn(container?: WidgetContainer) {
  return defineWidget({ id: 'panel', component: Panel, render: () => ({}), ...(container && { container }) });
}

/** jsdom has no matchMedia; this one answers every query with `matches`. */
function stubViewport(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPanel(container?: WidgetContainer, extra: Parameters<typeof renderCameo>[1] = {}) {
  const user = userEvent.setup();
  renderCameo(<Transcript />, { widgets: [widgetIn(container)], transcript: [launcher('Open panel', 'panel', {})], ...extra });
  await user.click(screen.getByRole('button', { name: 'Open panel' }));
  return screen.getByRole('dialog', { name: 'Open panel' });
}

describe('containers', () => {
  it('opens as a modal unless the widget says otherwise', async () => {
    expect(await openPanel()).toHaveAttribute('data-container', 'modal');
  });

  it.each(['drawer', 'fullscreen'] as const)('opens as a %s when the widget declares it', async (container) => {
    expect(await openPanel(container)).toHaveAttribute('data-container', container);
  });

  it('opens a drawer fullscreen on a narrow viewport', async () => {
    stubViewport(true);
    expect(await openPanel('drawer')).toHaveAttribute('data-container', 'fullscreen');
  });

  it('keeps a drawer on a wide viewport', async () => {
    stubViewport(false);
    expect(await openPanel('drawer')).toHaveAttribute('data-container', 'drawer');
  });

  it('takes the container from the backend when the client widget does not say', async () => {
    const transport = createMemoryTransport({
      widgets: [defineServerWidget({ id: 'panel', container: 'drawer', render: () => ({}) })],
    });
    const dialog = await openPanel(undefined, { transport });
    expect(await screen.findByRole('dialog')).toBe(dialog);
    await vi.waitFor(() => expect(dialog).toHaveAttribute('data-container', 'drawer'));
  });

  it('sets the text direction the app asks for, since dialogs portal out of its tree', async () => {
    expect(await openPanel('drawer', { dir: 'rtl' })).toHaveAttribute('dir', 'rtl');
  });
});

describe('WidgetLauncherList', () => {
  it('lists registered and backend widgets and opens one with no tool call', async () => {
    const user = userEvent.setup();
    const transport = createMemoryTransport({
      widgets: [defineServerWidget({ id: 'remote', title: 'Remote board', render: () => ({}) })],
    });
    render(
      <CameoProvider widgets={[widgetIn()]} transport={transport} queryClient={testQueryClient()}>
        <WidgetLauncherList />
      </CameoProvider>,
    );
    const list = screen.getByRole('list', { name: 'Widgets' });
    expect(list).toHaveTextContent('panel');
    const remote = await screen.findByRole('button', { name: 'Remote board' });
    await user.click(screen.getByRole('button', { name: 'panel' }));
    expect(await screen.findByText('panel body')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'panel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'panel' })).toHaveFocus();
    await user.click(remote);
    expect(screen.getByRole('dialog', { name: 'Remote board' })).toHaveTextContent('Unknown widget remote');
  });
});

describe('focus return without a launcher', () => {
  it('goes back to whatever opened the widget', async () => {
    const user = userEvent.setup();
    function OpenButton() {
      const widget = useWidget('panel');
      return (
        <button type="button" onClick={() => widget.open({ label: 'Panel', snapshot: { data: {} } })}>
          Show panel
        </button>
      );
    }
    render(
      <CameoProvider widgets={[widgetIn()]} queryClient={testQueryClient()}>
        <OpenButton />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show panel' }));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    await act(async () => user.keyboard('{Escape}'));
    expect(screen.getByRole('button', { name: 'Show panel' })).toHaveFocus();
  });
});

describe('panel container', () => {
  it('opens as a non-modal panel with no overlay when the widget declares it', async () => {
    stubViewport(false);
    const dialog = await openPanel('panel');
    expect(dialog).toHaveAttribute('data-container', 'panel');
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.querySelector("[data-slot='widget-overlay']")).toBeNull();
    // The chat is still there for assistive technology.
    expect(screen.getByRole('log')).not.toHaveAttribute('aria-hidden');
  });

  it('opens fullscreen on a narrow viewport', async () => {
    stubViewport(true);
    expect(await openPanel('panel')).toHaveAttribute('data-container', 'fullscreen');
  });

  it('takes panel from the backend widget list', async () => {
    const transport = createMemoryTransport({
      widgets: [defineServerWidget({ id: 'panel', container: 'panel', render: () => ({}) })],
    });
    const dialog = await openPanel(undefined, { transport });
    await vi.waitFor(() => expect(dialog).toHaveAttribute('data-container', 'panel'));
  });
});

describe('inline display', () => {
  const Card = ({ data }: { data: { city: string } }) => <p>Sunny in {data.city}</p>;
  const weather = (display?: 'inline' | 'launcher') =>
    defineWidget({ id: 'weather', component: Card, render: () => ({ city: 'Lisbon' }), ...(display && { display }) });
  const inlineLauncher = (display: unknown) => ({
    type: 'ui',
    toolCallId: 'call-weather',
    ui: { kind: 'widget', label: 'Weather', widget: 'weather', display },
  });

  it('shows the widget in place of the button when the launcher says inline', async () => {
    renderCameo(<Transcript />, { widgets: [weather()], transcript: [inlineLauncher('inline')] });
    const card = screen.getByRole('region', { name: 'Weather' });
    expect(await screen.findByText('Sunny in Lisbon')).toBeInTheDocument();
    expect(card).toHaveTextContent('Sunny in Lisbon');
    expect(screen.queryByRole('button', { name: 'Weather' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists an inline widget as a button in the widgets list, which opens it', async () => {
    renderCameo(<WidgetLauncherList />, { widgets: [weather('inline')] });
    expect(screen.getByRole('button', { name: 'weather' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'weather' })).toBeNull();
  });

  it('paints an inline card from the launcher’s data, with no request', () => {
    const render = vi.fn(() => ({ city: 'Lisbon' }));
    renderCameo(<Transcript />, {
      widgets: [defineWidget({ id: 'weather', component: Card, render })],
      transcript: [{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Weather', widget: 'weather', display: 'inline', data: { city: 'Porto' } } }],
    });
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveTextContent('Sunny in Porto');
    expect(render).not.toHaveBeenCalled();
  });

  it('shows the widget inline when the widget says so, unless its launcher asks for a button', async () => {
    renderCameo(<Transcript />, {
      widgets: [weather('inline')],
      transcript: [launcher('Weather', 'weather'), { ...inlineLauncher('launcher'), toolCallId: 'call-2' }],
    });
    expect(await screen.findByText('Sunny in Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveTextContent('Sunny in Lisbon');
    expect(screen.getAllByRole('button', { name: 'Weather' })).toHaveLength(1);
  });

  it('keeps the launcher button by default', () => {
    renderCameo(<Transcript />, { widgets: [weather()], transcript: [launcher('Weather', 'weather')] });
    expect(screen.getByRole('button', { name: 'Weather' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Weather' })).toBeNull();
  });

  it('reads a null display as none, and shows an unknown one as a malformed entry', () => {
    renderCameo(<Transcript />, {
      widgets: [weather()],
      transcript: [inlineLauncher(null), { ...inlineLauncher('sidebar'), toolCallId: 'call-2' }],
    });
    expect(screen.getByRole('button', { name: 'Weather' })).toBeInTheDocument();
    expect(screen.getByText(/expected display launcher or inline, got 'sidebar'/)).toBeInTheDocument();
  });
});
