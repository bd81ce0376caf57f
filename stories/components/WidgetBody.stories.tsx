import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetBody } from '../../src';
import { withCameo } from '../../src/storybook';
import { tallyServer, tallyWidget } from './widgetFixtures';

const meta = {
  title: 'Components/WidgetBody',
  component: WidgetBody,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A widget, or the message for why it cannot show: loading, a failed fetch with Retry, an unknown id, a crash. The built-in containers draw one inside their dialog; use it in a container of your own (`defineWidget({Container})`), or with `widget` to draw one anywhere.',
      },
    },
  },
  decorators: [withCameo({ widgets: [tallyWidget], serverWidgets: () => [tallyServer()] })],
  args: { widget: 'tally' },
} satisfies Meta<typeof WidgetBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Count: 2')).toBeVisible();
  },
};

/** An id no widget has: the body says so in place. */
export const UnknownWidget: Story = {
  args: { widget: 'nope' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-notice="unknown"]')).not.toBeNull();
  },
};
