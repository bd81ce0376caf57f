import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import { defineHtmlWidget, WidgetLauncher, type WidgetLauncherContent } from '../src';
import { widgetQueryKey } from '../src/core/client/widgetQueryKey';
import { CameoStory } from './fixtures/CameoStory';
import { openFromLauncher } from './fixtures/play';
import { withCameoTheme } from './fixtures/theme';

// A backend that ships its widget as flattened HTML. The markup runs in a sandboxed frame; its
// button calls `cameo.dispatch`, which reaches `handleAction` like any widget's action.
const card = (status: string) => `
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #1a1d23; background: #ffffff; margin: 0; padding: 12px; }
  button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #1f5fd1; background: #1f5fd1; color: #ffffff; }
</style>
<h1 style="font-size: 17px; margin: 0 0 8px">Refund request #4211</h1>
<p>Customer asks for a refund of <b>$120.00</b> for a damaged parcel.</p>
<p id="status">Status: ${status}</p>
<button type="button" onclick="cameo.dispatch('approve', { id: 4211 })">Approve refund</button>
<p><a href="https://example.com/orders/4211" target="_blank">Order details</a> · <a href="javascript:alert(1)">inert link</a></p>`;

const launcher = (data: unknown): WidgetLauncherContent => ({ kind: 'widget', label: 'Open refund request', widget: 'refund', data });

function refundWidget(queryClient: QueryClient) {
  return defineHtmlWidget({
    id: 'refund',
    title: 'Refund request',
    handleAction: (action) => {
      if (action === 'approve') queryClient.setQueryData(widgetQueryKey('refund'), card('approved'));
    },
  });
}

const meta = {
  title: 'Widgets/HTML widget',
  decorators: [withCameoTheme],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The markup in a scripts-only sandbox, sized to its content. Click "Approve refund" inside the
 * frame: the action runs and the new markup replaces the old. (A play function cannot click
 * inside the frame: its origin is opaque, so the page, tests included, cannot reach into it;
 * test/browser/htmlWidget.test.tsx clicks it through Playwright instead.)
 */
export const Snapshot: Story = {
  render: () => (
    <CameoStory widgets={(client) => [refundWidget(client)]}>
      <WidgetLauncher launcher={launcher(card('waiting for review'))} launcherKey="refund" />
    </CameoStory>
  ),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open refund request', 'Refund request');
    const frame = inDialog.getByTitle('Refund request');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The frame's own script reported its height: scripts run inside, and the bridge works.
    // Waited for, not read once: the first report can come before the body is laid out.
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBeGreaterThan(100));
  },
};

export const SnapshotDark: Story = {
  ...Snapshot,
  globals: { backgrounds: { value: 'dark' } },
};

/** Data that is neither an HTML string nor `{html: string}`: an error in place, as text. */
export const InvalidData: Story = {
  render: () => (
    <CameoStory widgets={(client) => [refundWidget(client)]}>
      <WidgetLauncher launcher={launcher({ markup: '<img src=x onerror=alert(1)>' })} launcherKey="refund" />
    </CameoStory>
  ),
  play: async ({ canvasElement }) => {
    const { inDialog } = await openFromLauncher(canvasElement, 'Open refund request', 'Refund request');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('HTML widget data must be a string or {"html": string}');
    await expect(inDialog.queryByTitle('Refund request')).not.toBeInTheDocument();
  },
};
