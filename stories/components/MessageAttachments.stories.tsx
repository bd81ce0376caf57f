import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageAttachments, Transcript } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';

const meta = {
  title: 'Components/MessageAttachments',
  component: MessageAttachments,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A message\'s attachments as chips: a thumbnail for an image (or a file icon) and the name, linked only when the URL is a web URL. It reads the message it sits in, so it is placed inside a `Message` (or a custom message part); nothing shows when there are none.',
      },
    },
  },
  render: () => (
    <CameoStory
      transcript={[
        {
          type: 'user',
          text: 'Both files attached.',
          attachments: [
            { url: 'https://files.example.com/q3-report.pdf', mediaType: 'application/pdf', name: 'q3-report.pdf' },
            { url: 'blob:local', mediaType: 'text/csv', name: 'regions.csv' },
          ],
        },
      ]}
    >
      <Transcript />
    </CameoStory>
  ),
} satisfies Meta<typeof MessageAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chips under a user message: a web URL is a link, anything else is a plain chip. */
export const Chips: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'q3-report.pdf' })).toHaveAttribute('href', 'https://files.example.com/q3-report.pdf');
    await expect(canvas.queryByRole('link', { name: 'regions.csv' })).not.toBeInTheDocument();
  },
};
