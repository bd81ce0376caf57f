import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContainerChat, containerArgs, openAndCheck, type ContainerStoryArgs } from './containerStory';

const meta = {
  title: 'Widgets/Modal',
  tags: ['autodocs'],
  args: containerArgs,
  render: (args) => <ContainerChat container="modal" args={args} />,
} satisfies Meta<ContainerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher opened: the story ends on the open modal, focus inside it. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await openAndCheck(canvasElement, args, 'modal');
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { backgrounds: { value: 'dark' } },
};
