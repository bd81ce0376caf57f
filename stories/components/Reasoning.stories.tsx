import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Reasoning } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { reasoning } from './entries';

const meta = {
  title: 'Components/Reasoning',
  component: Reasoning,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The model\'s reasoning: a "Thinking" disclosure, closed by default, that shows the reasoning as markdown. While it streams the trigger says "Thinking…" and the row is `aria-busy`. Never part of the model\'s context.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { entry: reasoning },
} satisfies Meta<typeof Reasoning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Thinking' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('both').tagName).toBe('STRONG');
  },
};
