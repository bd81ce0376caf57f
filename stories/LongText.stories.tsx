import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Message, ToolCard, Transcript } from '../src';
import { CameoStory } from './fixtures/CameoStory';
import { withCameoTheme } from './fixtures/theme';

interface LongTextArgs {
  /** How many characters the unbroken run in each entry has. */
  length: number;
  /** The display cap handed to Message and ToolCard (`Infinity` for none). */
  maxDisplayChars: number;
}

const run = (length: number) => 'ب'.repeat(length);

const meta = {
  title: 'Chat/Long text',
  tags: ['autodocs'],
  decorators: [withCameoTheme],
  args: { length: 80_000, maxDisplayChars: 20_000 },
  argTypes: {
    length: { control: { type: 'number', min: 0, step: 10_000 } },
    maxDisplayChars: { control: { type: 'number', min: 1, step: 1_000 } },
  },
  render: ({ length, maxDisplayChars }) => (
    <CameoStory
      key={`${length}/${maxDisplayChars}`}
      transcript={[
        { type: 'user', text: `Paste: ${run(length)}` },
        { type: 'assistant', text: `**One unbroken run**, ${length.toLocaleString('en')} characters: ${run(length)}` },
        { type: 'tool_result', toolCallId: 'export', content: run(length), isError: false },
      ]}
    >
      <Transcript
        virtualize={false}
        components={{
          Message: (props) => <Message {...props} maxDisplayChars={maxDisplayChars} />,
          ToolCard: (props) => <ToolCard {...props} maxDisplayChars={maxDisplayChars} />,
        }}
      />
    </CameoStory>
  ),
} satisfies Meta<LongTextArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An 80,000-character run of one Arabic letter in a message, a reply and a tool result: each
 * wraps inside the column and shows its first 20,000 characters, with a Show more button.
 */
export const FoldedAtTheCap: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    const inLog = within(log);
    const toggles = inLog.getAllByRole('button', { name: /^Show more/ });
    await expect(toggles).toHaveLength(3);
    await expect(toggles[2]).toHaveAccessibleName('Show more (60,000 more characters)');
    const result = log.querySelector<HTMLElement>('[data-slot="tool-card-result"]')!;
    await expect(result.textContent).toHaveLength(20_000);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth + 1);

    await userEvent.click(toggles[2]!);
    await expect(result.textContent).toHaveLength(80_000);
    await expect(toggles[2]).toHaveAccessibleName('Show less');
    await expect(toggles[2]).toHaveFocus();
    await userEvent.click(toggles[2]!);
    await expect(result.textContent).toHaveLength(20_000);
  },
};

/** The same text under the cap: no button, every character shown. */
export const UnderTheCap: Story = {
  args: { length: 2_000 },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    await expect(within(log).queryByRole('button', { name: /^Show more/ })).toBeNull();
    await expect(log.querySelector('[data-slot="tool-card-result"]')!.textContent).toHaveLength(2_000);
  },
};
