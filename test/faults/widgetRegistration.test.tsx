import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, WidgetView, defineWidget, type WidgetDefinition, type WidgetProps } from '../../src';
import { createWidgetRegistry } from '../../src/core';
import { launcher, renderCameo } from '../helpers/renderCameo';

const board = (text: string, overrides: Partial<WidgetDefinition> = {}) =>
  defineWidget<{ cards: string[] }>({
    id: 'board',
    component: ({ data }: WidgetProps<{ cards: string[] }>) => <p>{`${text}: ${data.cards.join(', ')}`}</p>,
    ...overrides,
  });

function setup(initial: WidgetDefinition[] = []) {
  const registry = createWidgetRegistry<WidgetDefinition>(initial);
  const result = renderCameo(<Transcript />, {
    registry,
    transcript: [{ type: 'user', text: 'plan the sprint' }, launcher('Open board', 'board', { cards: ['a', 'b'] })],
  });
  return { registry, ...result };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a widget unregistered while open', () => {
  it('says it is no longer available, keeps the dialog and transcript, and closes back to the launcher', async () => {
    const user = userEvent.setup();
    const registry = createWidgetRegistry<WidgetDefinition>();
    const unregister = registry.register(board('v1'));
    renderCameo(<Transcript />, {
      registry,
      transcript: [{ type: 'user', text: 'plan the sprint' }, launcher('Open board', 'board', { cards: ['a'] })],
    });
    const opener = screen.getByRole('button', { name: 'Open board' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    expect(within(dialog).getByText('v1: a')).toBeInTheDocument();

    act(() => unregister());
    expect(screen.getByRole('dialog', { name: 'Open board' })).toBe(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Widget board is no longer available.');
    expect(within(dialog).queryByText('v1: a')).not.toBeInTheDocument();
    expect(screen.getByText('plan the sprint')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still calls an id that was never registered unknown', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Unknown widget board');
  });

  it('comes back when the widget is registered again while the container is open', async () => {
    const user = userEvent.setup();
    const { registry } = setup();
    const unregister = registry.register(board('v1'));
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    act(() => unregister());
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('no longer available');

    act(() => void registry.register(board('v2')));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('v2: a, b')).toBeInTheDocument();
  });

  it('uses the app’s wording from labels', async () => {
    const user = userEvent.setup();
    const registry = createWidgetRegistry<WidgetDefinition>();
    const unregister = registry.register(board('v1'));
    const labels = { widgetUnavailable: (id: string) => `${id} wurde entfernt.` };
    renderCameo(<Transcript />, { registry, labels, transcript: [launcher('Open board', 'board', { cards: [] })] });
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    act(() => unregister());
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('board wurde entfernt.');
  });

  it('inline, the view says so too', () => {
    const registry = createWidgetRegistry<WidgetDefinition>();
    const unregister = registry.register(board('v1', { render: () => ({ cards: [] }) }));
    renderCameo(<WidgetView widget="board" aria-label="Board tile" />, { registry });
    act(() => unregister());
    expect(within(screen.getByRole('region', { name: 'Board tile' })).getByRole('alert')).toHaveTextContent(
      'Widget board is no longer available.',
    );
  });
});

describe('a widget registered again under the same id', () => {
  it('replaces the open widget’s definition in place; the old unregister cannot remove the new one', async () => {
    const user = userEvent.setup();
    const { registry } = setup();
    const unregisterOld = registry.register(board('v1'));
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    expect(within(dialog).getByText('v1: a, b')).toBeInTheDocument();

    act(() => void registry.register(board('v2')));
    expect(within(dialog).getByText('v2: a, b')).toBeInTheDocument();

    act(() => unregisterOld());
    expect(within(dialog).getByText('v2: a, b')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('recovers a crashed widget when a fixed definition is registered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { registry } = setup();
    const Broken = () => {
      throw new Error('bad build');
    };
    registry.register(defineWidget({ id: 'board', component: Broken }));
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    const dialog = screen.getByRole('dialog', { name: 'Open board' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('stopped working: bad build');

    await act(async () => void registry.register(board('fixed')));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('fixed: a, b')).toBeInTheDocument();
  });
});
