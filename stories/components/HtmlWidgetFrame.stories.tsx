import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HtmlWidgetFrame } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';

const meta = {
  title: 'Components/HtmlWidgetFrame',
  component: HtmlWidgetFrame,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Untrusted HTML in a sandboxed, content-sized iframe: scripts run only inside it and reach the page only as actions, one per click or key press. `defineHtmlWidget` uses it for a backend that sends markup; under the frame a status line says how many actions were ignored, once there are any.',
      },
    },
  },
  decorators: [(Story) => <CameoStory><Story /></CameoStory>],
  args: { title: 'Greeting', html: '<p style="font: 15px system-ui; margin: 0">Hello from a <b>sandboxed</b> frame.</p>', maxHeight: 200 },
} satisfies Meta<typeof HtmlWidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Greeting');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('sandbox');
  },
};
