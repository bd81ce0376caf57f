import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Message } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { assistantMessage, userMessage } from './entries';

const meta = {
  title: 'Components/Message',
  component: Message,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A user or assistant message: avatar, author, content and attachment chips; the assistant\'s text renders as markdown (never raw HTML) with a Copy action. Text past `maxDisplayChars` folds behind "Show more". `Transcript` draws one per message entry; use it directly in a layout of your own.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { entry: assistantMessage },
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An assistant reply: markdown, with Copy. */
export const Assistant: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$4.2M').tagName).toBe('STRONG');
    await expect(canvas.getByRole('button', { name: /Copy/ })).toBeVisible();
  },
};

/** A user message with two attachments as chips. */
export const UserWithAttachments: Story = {
  args: { entry: userMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Attachments' })).toBeVisible();
  },
};
