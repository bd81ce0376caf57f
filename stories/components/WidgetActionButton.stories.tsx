import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WidgetActionButton, WidgetView } from '../../src';
import { withCameo } from '../../src/storybook';
import { tallyServer, tallyWidget } from './widgetFixtures';

const meta = {
  title: 'Components/WidgetActionButton',
  component: WidgetActionButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button inside a widget that dispatches a human action to the widget\'s `handleAction` (never through the model) and shows its own pending state: `aria-busy` while the action runs, focusable throughout. Here it is the Add one button of a small tally widget.',
      },
    },
  },
  decorators: [withCameo({ widgets: [tallyWidget], serverWidgets: () => [tallyServer()] })],
  args: { action: 'increment', children: 'Add one' },
  render: () => <WidgetView widget="tally" />,
} satisfies Meta<typeof WidgetActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Add one' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeEnabled();
  },
};
