import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetHost, WidgetLauncher, type WidgetDefinition, type WidgetHostProps, type WidgetLauncherContent } from '../src';
import { widgetQueryKey } from '../src/core/client/widgetQueryKey';
import { brokenChartWidget } from './fixtures/BrokenChart';
import { CameoStory, storyQueryClient } from './fixtures/CameoStory';
import { counterWidget, type CounterData } from './fixtures/Counter';
import { expectClosedWithFocusOn, openFromLauncher } from './fixtures/play';
import { after, never, q3Sales, salesWidget, type SalesData } from './fixtures/SalesTable';
import { withCameoTheme } from './fixtures/theme';

interface HostSetup {
  launcher: WidgetLauncherContent;
  /** Called once per mount, so every story starts from fresh widget state. */
  widgets?: (queryClient: QueryClient) => readonly WidgetDefinition[];
}

/**
 * A launcher in a fresh provider whose host is the component under story. A story that must
 * reach the query client from `play` makes it in a loader; otherwise the provider makes one.
 */
function hostStory({ launcher, widgets }: HostSetup) {
  return (args: WidgetHostProps, { loaded }: { loaded: { queryClient?: QueryClient } }) => (
    <CameoStory widgets={widgets} queryClient={loaded.queryClient} host={<WidgetHost {...args} />}>
      <WidgetLauncher launcher={launcher} launcherKey="story-launcher" />
    </CameoStory>
  );
}

const sales = (data?: SalesData): WidgetLauncherContent =>
  data === undefined
    ? { kind: 'widget', label: 'Open sales', widget: 'sales' }
    : { kind: 'widget', label: 'Open sales', widget: 'sales', data };
const counter: WidgetLauncherContent = { kind: 'widget', label: 'Open counter', widget: 'counter', data: { count: 0 } };
const failure = (message: string) => Promise.reject(new Error(message));

const meta = {
  title: 'States/Widget host',
  component: WidgetHost,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where the open widget shows: the dialog (modal, drawer, fullscreen) or the docked panel, with its title, Close and the widget\'s body. `CameoProvider` mounts one; pass `host` to replace it or `null` to mount none.',
      },
    },
  },
  decorators: [withCameoTheme],
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher's snapshot is the first paint, and counts as fresh: no fetch runs. */
export const Snapshot: Story = {
  render: hostStory({
    launcher: sales(q3Sales),
    widgets: () => [salesWidget({ render: () => failure('render ran although a snapshot was sent') })],
  }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    const table = inDialog.getByRole('table', { name: 'Q3 sales by region' });
    await expect(table).toHaveTextContent('$1,045,000');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(inDialog.queryByText('Refreshing…')).not.toBeInTheDocument();
  },
};

export const SnapshotDark: Story = {
  ...Snapshot,
  globals: { backgrounds: { value: 'dark' } },
};

/** No snapshot, and `render` never resolves: the host shows a loading status. */
export const Loading: Story = {
  render: hostStory({ launcher: sales(), widgets: () => [salesWidget({ render: () => never() })] }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(inDialog.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** No snapshot: `render` fetches the data, loading first. */
export const Fetched: Story = {
  render: hostStory({
    launcher: sales(),
    widgets: () => [salesWidget({ render: ({ signal }) => after(500, { ...q3Sales, caption: 'Fetched sales by region' }, signal) })],
  }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(inDialog.getByRole('status')).toHaveTextContent('Loading…');
    await expect(await inDialog.findByRole('table', { name: 'Fetched sales by region' }, { timeout: 3000 })).toBeVisible();
  },
};

/** `render` rejects: the error is shown with a Retry button (the client does not retry). */
export const FetchError: Story = {
  render: hostStory({ launcher: sales(), widgets: () => [salesWidget({ render: () => failure('Sales API returned 503.') })] }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this widget: Sales API returned 503.');
    await expect(inDialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/**
 * Retry while the second fetch is in flight. With no data yet, react-query resets the query to
 * pending, so the host shows its loading status again in place of the error.
 */
export const RetryInFlight: Story = {
  render: hostStory({
    launcher: sales(),
    widgets: () => {
      let calls = 0;
      return [salesWidget({ render: () => (++calls === 1 ? failure('Sales API returned 503.') : never()) })];
    },
  }),
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await userEvent.click(await inDialog.findByRole('button', { name: 'Retry' }));
    await expect(await inDialog.findByRole('status')).toHaveTextContent('Loading…');
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
    // The Retry button is gone; focus must not fall out of the dialog with it.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

/** The first fetch fails, Retry succeeds. */
export const RetryRecovers: Story = {
  render: hostStory({
    launcher: sales(),
    widgets: () => {
      let calls = 0;
      return [salesWidget({ render: ({ signal }) => (++calls === 1 ? failure('Sales API returned 503.') : after(300, q3Sales, signal)) })];
    },
  }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await userEvent.click(await inDialog.findByRole('button', { name: 'Retry' }));
    await expect(await inDialog.findByRole('table', { name: 'Q3 sales by region' }, { timeout: 3000 })).toBeVisible();
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The launcher names a widget nobody registered. */
export const UnknownWidget: Story = {
  render: hostStory({ launcher: { kind: 'widget', label: 'Open pivot chart', widget: 'pivot-chart' } }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open pivot chart');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Unknown widget pivot-chart: no widget with this id is registered.');
  },
};

/** No snapshot was sent and the widget has no `render`: nothing to show, and the host says why. */
export const NoSnapshotNoRender: Story = {
  render: hostStory({ launcher: sales(), widgets: () => [salesWidget()] }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(inDialog.getByRole('status')).toHaveTextContent('This widget has no data');
  },
};

/** The widget throws while rendering: the boundary keeps it in the dialog, with Close. */
export const ThrowingWidget: Story = {
  render: hostStory({
    launcher: { kind: 'widget', label: 'Open revenue chart', widget: 'broken-chart', data: { title: 'Revenue' } },
    widgets: () => [brokenChartWidget()],
  }),
  play: async ({ canvasElement }) => {
    const { launcher, inDialog } = await openFromLauncher(canvasElement, 'Open revenue chart');
    const alert = inDialog.getByRole('alert');
    await expect(alert).toHaveTextContent('This widget (broken-chart) stopped working: Chart data has no series.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The boundary's own Close, not the dialog header's.
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

/** `handleAction` never settles: the widget marks the control with `pendingAction`. */
export const ActionPending: Story = {
  render: hostStory({ launcher: counter, widgets: () => [counterWidget(() => never())] }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open counter');
    await userEvent.click(inDialog.getByRole('button', { name: 'Increment' }));
    const busy = await inDialog.findByRole('button', { name: 'Incrementing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(inDialog.getByLabelText('Count')).toHaveTextContent('0');
  },
};

/** `handleAction` rejects: the host shows which action failed, until dismissed. */
export const ActionFailed: Story = {
  render: hostStory({ launcher: counter, widgets: () => [counterWidget(() => failure('The counter service is read-only.'))] }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open counter');
    await userEvent.click(inDialog.getByRole('button', { name: 'Increment' }));
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Action “increment” failed: The counter service is read-only.');
    await expect(inDialog.getByRole('button', { name: 'Increment' })).toHaveAttribute('aria-busy', 'false');
  },
};

/** `handleAction` writes the new count into the widget's query, and the widget re-renders. */
export const ActionSucceeds: Story = {
  render: hostStory({
    launcher: counter,
    widgets: (queryClient) => [
      counterWidget(async (_action, _args, { signal }) => {
        await after(300, null, signal);
        queryClient.setQueryData<CounterData>(widgetQueryKey('counter'), (old) => ({ count: (old?.count ?? 0) + 1 }));
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open counter');
    await userEvent.click(inDialog.getByRole('button', { name: 'Increment' }));
    await waitFor(() => expect(inDialog.getByLabelText('Count')).toHaveTextContent('1'));
    await expect(inDialog.getByRole('button', { name: 'Increment' })).toHaveAttribute('aria-busy', 'false');
  },
};

const pushed: SalesData = {
  caption: 'Q3 sales by region (final)',
  rows: q3Sales.rows.map((row) => (row.region === 'APAC' ? { ...row, revenue: 1_112_000, change: 16.9 } : row)),
};

/**
 * A server push while the widget is open: new data written to the widget's query key
 * (`queryClient.setQueryData(widgetQueryKey('sales'), data)`) re-renders it in place.
 * The client comes from a loader so that the play function can push through it.
 */
export const PushedUpdate: Story = {
  loaders: [() => ({ queryClient: storyQueryClient() })],
  render: hostStory({ launcher: sales(q3Sales), widgets: () => [salesWidget()] }),
  play: async ({ canvasElement, loaded }) => {
    const { dialog, inDialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toHaveTextContent('$1,045,000');
    (loaded.queryClient as QueryClient).setQueryData(widgetQueryKey('sales'), pushed);
    const table = await inDialog.findByRole('table', { name: 'Q3 sales by region (final)' });
    await expect(table).toHaveTextContent('$1,112,000');
    await expect(table).toHaveTextContent('+16.9%');
    await expect(dialog).toBeInTheDocument();
  },
};

/** A widget that asks for a drawer container. */
export const Drawer: Story = {
  render: hostStory({ launcher: sales(q3Sales), widgets: () => [salesWidget({ container: 'drawer' })] }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(dialog).toHaveAttribute('data-container', 'drawer');
  },
};

/** A widget that asks for the full screen. */
export const Fullscreen: Story = {
  render: hostStory({ launcher: sales(q3Sales), widgets: () => [salesWidget({ container: 'fullscreen' })] }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromLauncher(canvasElement, 'Open sales');
    await expect(dialog).toHaveAttribute('data-container', 'fullscreen');
  },
};
