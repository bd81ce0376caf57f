import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolCall } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { toolCall } from './entries';

const meta = {
  title: 'Components/ToolCall',
  component: ToolCall,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A tool call on its own: the tool\'s name, with its arguments behind a native disclosure. `Transcript` groups a call with its result into a `ToolCard`; `ToolCall` is the part for a layout (or a `styledComponents` override) of your own.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { entry: toolCall },
} satisfies Meta<typeof ToolCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('get_sales')).toBeVisible();
  },
};
