import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Transcript, useTranscript, type TranscriptProps } from '../../src';
import { FreshProvider } from '../fixtures/FreshProvider';

const suggestions = ['Summarise Q3 sales', 'Which region grew fastest?', 'Draft a note to the team'];

/** A transcript whose suggestions become the user's first message, as a chat would send them. */
function SendingTranscript(props: TranscriptProps) {
  const { append } = useTranscript();
  return <Transcript {...props} onSuggestion={(text) => append({ type: 'user', text })} />;
}

const meta = {
  title: 'Chat/Empty state',
  component: Transcript,
  tags: ['autodocs'],
  args: { suggestions },
  argTypes: {
    suggestions: { control: 'object', description: 'Prompts offered as buttons while the transcript is empty' },
  },
  render: (args) => (
    <FreshProvider>
      <div style={{ height: '24rem', display: 'grid' }}>
        <SendingTranscript {...args} />
      </div>
    </FreshProvider>
  ),
} satisfies Meta<typeof Transcript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new conversation: a heading, a line, and prompts to start from, reachable by Tab. */
export const WithSuggestions: Story = {
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    await expect(log.getByRole('heading', { name: 'How can I help?' })).toBeVisible();
    const list = log.getByRole('list', { name: 'Suggestions' });
    await expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(suggestions);
    await userEvent.tab();
    await expect(within(list).getByRole('button', { name: suggestions[0] })).toHaveFocus();
  },
};

export const WithSuggestionsDark: Story = {
  ...WithSuggestions,
  globals: { backgrounds: { value: 'dark' } },
};

/** No suggestions: the greeting alone. */
export const Greeting: Story = {
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How can I help?' })).toBeVisible();
    await expect(canvas.getByText('Ask a question to start the conversation.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Picking a prompt sends it: the conversation starts, and the empty state is gone. */
export const SuggestionPicked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Which region grew fastest?' }));
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    await expect(log.getByText('Which region grew fastest?')).toBeVisible();
    await expect(log.queryByRole('heading', { name: 'How can I help?' })).not.toBeInTheDocument();
  },
};
