import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Note } from '../../src';

const meta = {
  title: 'Components/Note',
  component: Note,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A tool\'s note (a `ui` entry of kind `text`): plain text, so markup in it shows literally. The model never sees it.',
      },
    },
  },
  args: { note: { kind: 'text', text: 'Figures are in USD. <b>Not bold</b>: markup shows literally.' } },
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
  },
};
