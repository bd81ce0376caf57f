import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EntryError } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { errorEntry } from './entries';

const meta = {
  title: 'Components/EntryError',
  component: EntryError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A malformed entry, shown in place ("Could not show an entry" and the reason) so the rest of the transcript stays readable. `Transcript` draws one for each `error` entry the parser made.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { entry: errorEntry },
} satisfies Meta<typeof EntryError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("unknown UI kind 'video'", { exact: false })).toBeVisible();
  },
};
