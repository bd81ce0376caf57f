import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolResult } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { toolError, toolResult } from './entries';

const meta = {
  title: 'Components/ToolResult',
  component: ToolResult,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'What the model got back from a tool, on its own. Errors are marked in words, not only in colour; text past `maxDisplayChars` folds behind "Show more". Inside a transcript the result shows in its call\'s `ToolCard`.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { entry: toolResult },
} satisfies Meta<typeof ToolResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ok: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Q3 revenue $4.2M across 3 regions.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { entry: toolError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales API timed out after 30 s.')).toBeVisible();
  },
};
