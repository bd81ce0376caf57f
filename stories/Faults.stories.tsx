import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CameoProvider, WidgetLauncher, type WidgetDefinition } from '../src';
import { createWidgetRegistry, type WidgetRegistry } from '../src/core';
import { widgetQueryKey } from '../src/core/client/widgetQueryKey';
import { brokenChartWidget } from './fixtures/BrokenChart';
import { CameoStory, storyQueryClient } from './fixtures/CameoStory';
import { counterWidget, type CounterData } from './fixtures/Counter';
import { expectClosedWithFocusOn, openFromLauncher } from './fixtures/play';
import { q3Sales, salesWidget } from './fixtures/SalesTable';
import { withCameoTheme } from './fixtures/theme';

/**
 * Faults inside an open container: each is shown in place, with the dialog still named and
 * closable, and nothing else on the page lost.
 */
const meta = {
  title: 'States/Widget faults',
  decorators: [withCameoTheme],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface Loaded {
  queryClient: QueryClient;
  registry: WidgetRegistry<WidgetDefinition>;
  unregister: () => void;
}

/**
 * The chart draws fine from its snapshot, then a pushed update it cannot handle makes it throw:
 * the alert names the widget, and the next good update draws it again.
 */
export const ThrowsOnUpdate: Story = {
  loaders: [() => ({ queryClient: storyQueryClient() })],
  render: (_args, { loaded }) => (
    <CameoStory widgets={() => [brokenChartWidget()]} queryClient={(loaded as Partial<Loaded>).queryClient}>
      <p>The rest of the page.</p>
      <WidgetLauncher
        launcher={{ kind: 'widget', label: 'Open revenue chart', widget: 'broken-chart', data: { series: [1, 2] } }}
        launcherKey="chart"
      />
    </CameoStory>
  ),
  play: async ({ canvasElement, loaded }) => {
    const { queryClient } = loaded as Loaded;
    const { dialog, inDialog } = await openFromLauncher(canvasElement, 'Open revenue chart');
    await expect(inDialog.getByText('2 series')).toBeInTheDocument();

    queryClient.setQueryData(widgetQueryKey('broken-chart'), {});
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('This widget (broken-chart) stopped working: Chart data has no series.');
    await expect(dialog).toBeInTheDocument();
    await expect(within(canvasElement).getByText('The rest of the page.')).toBeInTheDocument();

    queryClient.setQueryData(widgetQueryKey('broken-chart'), { series: [1, 2, 3] });
    await expect(await inDialog.findByText('3 series')).toBeInTheDocument();
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The first increment is refused: the widget says which action failed and stays usable; the
 * next click succeeds and clears the message.
 */
export const ActionFailsThenRecovers: Story = {
  render: () => {
    let calls = 0;
    return (
      <CameoStory
        widgets={(queryClient) => [
          counterWidget(async () => {
            calls += 1;
            if (calls === 1) throw new Error('The counter is locked by another user.');
            queryClient.setQueryData<CounterData>(widgetQueryKey('counter'), (old) => ({ count: (old?.count ?? 0) + 1 }));
          }),
        ]}
      >
        <WidgetLauncher launcher={{ kind: 'widget', label: 'Open counter', widget: 'counter', data: { count: 0 } }} launcherKey="counter" />
      </CameoStory>
    );
  },
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open counter');
    await userEvent.click(inDialog.getByRole('button', { name: 'Increment' }));
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Action “increment” failed: The counter is locked by another user.');
    const increment = inDialog.getByRole('button', { name: 'Increment' });
    await expect(increment).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(increment);
    await waitFor(() => expect(inDialog.getByLabelText('Count')).toHaveTextContent('1'));
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The app unregisters the widget while it is open (a plugin unloaded, say): the container
 * says so instead of vanishing, and closing returns focus to the launcher.
 */
export const NoLongerAvailable: Story = {
  loaders: [
    (): Loaded => {
      const registry = createWidgetRegistry<WidgetDefinition>();
      const unregister = registry.register(salesWidget());
      return { queryClient: storyQueryClient(), registry, unregister };
    },
  ],
  render: (_args, { loaded }) => {
    const { registry, queryClient } = loaded as Loaded;
    return (
      <CameoProvider registry={registry} queryClient={queryClient}>
        <WidgetLauncher launcher={{ kind: 'widget', label: 'Open sales', widget: 'sales', data: q3Sales }} launcherKey="sales" />
      </CameoProvider>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { launcher, dialog, inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeInTheDocument();

    (loaded as Loaded).unregister();
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Widget sales is no longer available.');
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};
