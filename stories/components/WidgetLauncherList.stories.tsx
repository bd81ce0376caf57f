import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetLauncherList } from '../../src';
import { withCameo } from '../../src/storybook';
import { tallyServer, tallyWidget } from './widgetFixtures';

const meta = {
  title: 'Components/WidgetLauncherList',
  component: WidgetLauncherList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every widget the registry or the transport knows, each with a launcher button, so a user can open one with no tool call in the transcript (a sidebar of widgets, say).',
      },
    },
  },
  decorators: [withCameo({ widgets: [tallyWidget], serverWidgets: () => [tallyServer()] })],
} satisfies Meta<typeof WidgetLauncherList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Tally/ })).toBeVisible();
  },
};
