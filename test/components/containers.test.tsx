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
