import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer, Transcript, WidgetPanel } from '../../src';
import { page } from '../fixtures/play';
import { ContainerChat, containerArgs, openAndCheck, type ContainerStoryArgs } from './containerStory';

/** The layout an app gives a sidecar: the chat's column takes the rest, the panel docks beside it. */
function ChatWithPanel({ args }: { args: ContainerStoryArgs }) {
  return (
    <ContainerChat container="panel" args={args}>
      <div style={{ display: 'flex', height: '32rem', border: '1px solid var(--cameo-color-border)' }}>
        <main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Transcript style={{ flex: 1, minHeight: 0 }} />
          <Composer onSend={fn()} placeholder="Ask anything" />
        </main>
        <WidgetPanel />
      </div>
    </ContainerChat>
  );
}

const meta = {
  title: 'Widgets/Panel',
  // The Docs page documents WidgetPanel's props; the args are the sales launcher's.
  component: WidgetPanel as unknown as ComponentType<ContainerStoryArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`WidgetPanel` is the column a `panel` widget docks into: place it beside the chat (a flex row, a grid column) and it takes no room until a panel opens; the chat keeps the rest and stays usable. Without it on screen a panel is fixed at the inline-end side, over the chat.',
      },
    },
  },
  args: containerArgs,
  render: (args) => <ChatWithPanel args={args} />,
} satisfies Meta<ContainerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open beside the chat: no overlay, the chat and its composer still usable. Ends open. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openAndCheck(canvasElement, args, 'panel');
    await expect(canvasElement.ownerDocument.querySelector("[data-slot='widget-overlay']")).toBeNull();
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('Compare with Q2');
    await expect(input).toHaveValue('Compare with Q2');
    // Esc from the chat leaves the panel open; it closes only from inside.
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog', { name: args.label })).toBe(panel);
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { backgrounds: { value: 'dark' } },
};
