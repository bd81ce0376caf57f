import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CameoProvider, Transcript } from '../../src';
import { storyQueryClient } from '../fixtures/CameoStory';

const meta = {
  title: 'Components/CameoProvider',
  component: CameoProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Cameo\'s state for everything inside it (the transcript store, the widget registry, the transport, the labels) plus the widget host, mounted once. Wrap the chat in one; pass `transcript` as wire JSON, `widgets` from `defineWidget`, a `transport` for the backend, `labels` to translate.',
      },
    },
  },
  args: {
    transcript: [
      { type: 'user', text: 'Hello!' },
      { type: 'assistant', text: 'Hi. Ask me about **your sales**.' },
    ],
    widgets: [],
  },
  render: (args) => (
    <CameoProvider {...args} queryClient={storyQueryClient()}>
      <Transcript />
    </CameoProvider>
  ),
} satisfies Meta<typeof CameoProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider with a two-message transcript and a `Transcript` inside. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveTextContent('Hello!');
  },
};
