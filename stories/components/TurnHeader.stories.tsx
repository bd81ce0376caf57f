import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { Transcript, TurnHeader } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';

interface TurnHeaderStoryArgs {
  /** Wire-format transcript JSON: a turn that opens with something other than a message. */
  transcript: unknown;
}

const meta = {
  title: 'Components/TurnHeader',
  // The header only means something at the top of an assistant turn in a list, so the stories
  // draw it through a Transcript; the Docs page still documents TurnHeader's own props.
  component: TurnHeader as unknown as ComponentType<TurnHeaderStoryArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The assistant\'s avatar and name above a turn that opens with reasoning, a tool card or a note, so every assistant turn has exactly one header whatever it starts with. `Transcript` draws it; replace it with `components.TurnHeader`.',
      },
    },
  },
  argTypes: {
    transcript: { control: 'object', description: 'Wire-format transcript: a user message, then a turn that opens with a tool call' },
  },
  args: {
    transcript: [
      { type: 'user', text: 'What is the weather in Oslo?' },
      { type: 'tool_call', id: 'w1', name: 'get_weather', args: { city: 'Oslo' } },
      { type: 'tool_result', toolCallId: 'w1', content: 'It is 21 °C and sunny in Oslo.', isError: false },
      { type: 'assistant', text: 'It is **21 °C** and sunny in Oslo.' },
    ],
  },
  render: ({ transcript }) => (
    <CameoStory transcript={transcript}>
      <div style={{ height: 360, display: 'flex', flexDirection: 'column' }}>
        <Transcript />
      </div>
    </CameoStory>
  ),
} satisfies Meta<TurnHeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A turn that opens with a tool card: one "Assistant" header above the card, none above the answer. */
export const AboveAToolCard: Story = {
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log', { name: 'Conversation' }));
    await expect(log.getAllByText('Assistant')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="turn-header"]')).not.toBeNull();
  },
};
