import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetView } from '../../src';
import { withCameo } from '../../src/storybook';
import { tallyServer, tallyWidget } from './widgetFixtures';

const meta = {
  title: 'Components/WidgetView',
  component: WidgetView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A widget drawn inline, outside the host\'s dialog: a dashboard tile, a side panel. Any number can be on screen; each fetches its data (or takes the cached snapshot) and stays current through pushed updates while mounted.',
      },
    },
  },
  decorators: [withCameo({ widgets: [tallyWidget], serverWidgets: () => [tallyServer()] })],
  args: { widget: 'tally' },
} satisfies Meta<typeof WidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Count: 2')).toBeVisible();
  },
};
