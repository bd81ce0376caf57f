import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContainerChat, containerArgs, type ContainerStoryArgs } from './containerStory';

const meta = {
  title: 'Widgets/Inline',
  tags: ['autodocs'],
  args: containerArgs,
  render: (args) => <ContainerChat container="modal" display="inline" args={args} />,
} satisfies Meta<ContainerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `display: 'inline'` on the launcher: the table shows in the transcript, in place of a button. */
export const InTheTranscript: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: args.label });
    await expect(within(card).getByRole('table', { name: args.caption })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: args.label })).not.toBeInTheDocument();
  },
};

export const InTheTranscriptDark: Story = {
  ...InTheTranscript,
  globals: { backgrounds: { value: 'dark' } },
};
