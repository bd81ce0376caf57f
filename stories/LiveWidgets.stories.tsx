import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTransport, defineWidget, WidgetLauncherList, WidgetView, type MemoryTransport } from '../src';
import { building, deployServer, deployView, type DeployData } from './fixtures/Deploy';
import { FreshProvider } from './fixtures/FreshProvider';
import { expectClosedWithFocusOn, page } from './fixtures/play';
import { q3Sales, SalesTable, type SalesData } from './fixtures/SalesTable';

// Widgets fed by a transport: drawn inline with WidgetView, listed with WidgetLauncherList, and
// acted on with WidgetActionButton. Each story's loader makes its own memory transport, which
// reaches the provider through `loaded` and `play` through the same object.

interface Loaded {
  transport: MemoryTransport;
}

/** A loader that makes the story's transport over a fresh deploy server widget. */
const withDeployTransport =
  (...options: Parameters<typeof deployServer>) =>
  (): Loaded => ({ transport: createMemoryTransport({ widgets: [deployServer(...options)] }) });

const meta = {
  title: 'Widgets/Live widgets',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const transportOf = (loaded: Record<string, unknown>) => (loaded as unknown as Loaded).transport;
const renderCalls = (transport: MemoryTransport) => transport.calls.filter((call) => call.method === 'render');

/**
 * Two `WidgetView`s of one widget, drawn inline (a dashboard tile and a side panel). The first
 * paint comes from the transport's render, once for both; a push updates both in place.
 */
export const InlineWidgetView: Story = {
  loaders: [withDeployTransport()],
  render: (_args, { loaded }) => (
    <FreshProvider widgets={() => [deployView]} transport={transportOf(loaded)}>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <WidgetView widget="deploy" aria-label="Deploy tile" style={{ flex: '1 1 16rem' }} />
        <WidgetView widget="deploy" aria-label="Deploy panel" style={{ flex: '1 1 16rem' }} />
      </div>
    </FreshProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const transport = transportOf(loaded);
    const tile = within(canvas.getByRole('region', { name: 'Deploy tile' }));
    const panel = within(canvas.getByRole('region', { name: 'Deploy panel' }));
    await expect(await tile.findByTestId('deploy-stage')).toHaveTextContent('building');
    await expect(await panel.findByTestId('deploy-stage')).toHaveTextContent('building');
    await expect(renderCalls(transport)).toHaveLength(1);
    // Both views share the widget's one stream while mounted; the push reaches each of them.
    await waitFor(() => expect(transport.subscriberCount('deploy')).toBe(1));
    transport.push('deploy', { ...building, version: '2.4.1', stage: 'ready' } satisfies DeployData);
    await waitFor(() => expect(tile.getByTestId('deploy-stage')).toHaveTextContent('ready'));
    await expect(tile.getByText('checkout 2.4.1')).toBeVisible();
    await expect(panel.getByTestId('deploy-stage')).toHaveTextContent('ready');
    await expect(renderCalls(transport)).toHaveLength(1);
  },
};

const salesWithTitle = defineWidget<SalesData>({ id: 'sales', title: 'Q3 sales', component: SalesTable, render: () => q3Sales });

/**
 * `WidgetLauncherList`: one launcher per widget the registry or the transport knows. The deploy
 * widget's title ("Checkout deploy") and container (a drawer) come from the transport's list;
 * the sales widget is known only to the registry.
 */
export const LauncherList: Story = {
  loaders: [withDeployTransport(building, { title: 'Checkout deploy', container: 'drawer' })],
  render: (_args, { loaded }) => (
    <FreshProvider widgets={() => [deployView, salesWithTitle]} transport={transportOf(loaded)} narrowViewport="(max-width: 1px)">
      <WidgetLauncherList />
    </FreshProvider>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const list = canvas.getByRole('list', { name: 'Widgets' });
    const deploy = await within(list).findByRole('button', { name: 'Checkout deploy' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Checkout deploy', 'Q3 sales']);
    await expect(transportOf(loaded).calls.filter((call) => call.method === 'listWidgets')).toHaveLength(1);

    await userEvent.click(deploy);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Checkout deploy' });
    await expect(dialog).toHaveAttribute('data-container', 'drawer');
    await expect(await within(dialog).findByTestId('deploy-stage')).toHaveTextContent('building');
    await expect(deploy).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, deploy);

    const sales = within(list).getByRole('button', { name: 'Q3 sales' });
    await userEvent.click(sales);
    const salesDialog = await page(canvasElement).findByRole('dialog', { name: 'Q3 sales' });
    await expect(salesDialog).toHaveAttribute('data-container', 'modal');
    await expect(await within(salesDialog).findByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
  },
};

/**
 * `WidgetActionButton` while its action is in flight (`transport.hold('action')`): it is busy
 * and ignores clicks but keeps focus; the other button stays idle. On release the transport
 * pushes the new state, and the button is idle again.
 */
export const ActionPending: Story = {
  loaders: [withDeployTransport()],
  render: (_args, { loaded }) => (
    <FreshProvider widgets={() => [deployView]} transport={transportOf(loaded)}>
      <WidgetView widget="deploy" aria-label="Deploy" />
    </FreshProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const transport = transportOf(loaded);
    const view = within(canvas.getByRole('region', { name: 'Deploy' }));
    await expect(await view.findByTestId('deploy-stage')).toHaveTextContent('building');
    const release = transport.hold('action');
    const promote = view.getByRole('button', { name: 'Promote' });
    const rollback = view.getByRole('button', { name: 'Roll back' });

    await userEvent.click(promote);
    await waitFor(() => expect(promote).toHaveAttribute('aria-busy', 'true'));
    await expect(promote).toHaveAttribute('data-state', 'pending');
    await expect(promote).toHaveAttribute('aria-disabled', 'true');
    await expect(promote).toHaveFocus();
    await expect(rollback).toHaveAttribute('aria-busy', 'false');
    await expect(rollback).toHaveAttribute('data-state', 'idle');
    // A second click while pending sends nothing.
    await userEvent.click(promote);
    await expect(transport.calls.filter((call) => call.method === 'action')).toHaveLength(1);
    await expect(view.getByTestId('deploy-stage')).toHaveTextContent('building');

    release();
    await waitFor(() => expect(view.getByTestId('deploy-stage')).toHaveTextContent('live'));
    await waitFor(() => expect(promote).toHaveAttribute('aria-busy', 'false'));
    await expect(promote).toHaveAttribute('data-state', 'idle');
    await expect(view.queryByRole('alert')).not.toBeInTheDocument();
  },
};
