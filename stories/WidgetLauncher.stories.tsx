import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { WidgetLauncher } from '../src';
import { CameoStory } from './fixtures/CameoStory';
import { expectClosedWithFocusOn, openFromLauncher, page } from './fixtures/play';
import { q3Sales, salesWidget } from './fixtures/SalesTable';
import { withCameoTheme } from './fixtures/theme';

const meta = {
  title: 'Widgets/Launcher',
  component: WidgetLauncher,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The button a tool\'s widget launcher becomes in the transcript: it opens the registered widget, painted first from the launcher\'s `data` snapshot. With `display: \'inline\'` the widget itself shows in place of the button.',
      },
    },
  },
  argTypes: {
    launcher: {
      control: 'object',
      description: 'The launcher entry: `label`, the `widget` id, and `data`, the snapshot the widget receives as its first paint',
    },
    launcherKey: { control: 'text' },
  },
  decorators: [withCameoTheme],
  args: {
    launcher: { kind: 'widget', label: 'Open Q3 sales table', widget: 'sales', data: q3Sales },
    launcherKey: 'launcher-q3',
  },
  render: (args) => (
    <CameoStory widgets={() => [salesWidget()]}>
      <WidgetLauncher {...args} />
    </CameoStory>
  ),
} satisfies Meta<typeof WidgetLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: a button that announces it opens a dialog, and that none is open. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const launcher = canvas.getByRole('button', { name: 'Open Q3 sales table' });
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toHaveAttribute('data-state', 'closed');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Click opens a modal named by the label; Escape closes it and focus returns to the launcher. */
export const OpensModal: Story = {
  play: async ({ canvasElement }) => {
    const { launcher, dialog, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toHaveAttribute('data-container', 'modal');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeInTheDocument();
    // Focus moved into the dialog.
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

/** The header's Close button also returns focus to the launcher. */
export const ClosesWithCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { launcher, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

/** Opened from the keyboard: Enter on the focused launcher. */
export const OpensFromKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const launcher = canvas.getByRole('button', { name: 'Open Q3 sales table' });
    await userEvent.tab();
    await expect(launcher).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Open Q3 sales table' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

/** Children replace the label as the button's content; the dialog keeps the label as its name. */
export const CustomContent: Story = {
  args: {
    children: (
      <>
        <span aria-hidden="true">▦ </span>Q3 sales table
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const { launcher } = await openFromLauncher(canvasElement, 'Q3 sales table', 'Open Q3 sales table');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

export const Dark: Story = {
  globals: { backgrounds: { value: 'dark' } },
};
