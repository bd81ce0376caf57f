import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CameoProvider, ToolCard, Transcript, useCameoClient, type TranscriptProps } from '../../src';
import { CameoStory, storyQueryClient } from '../fixtures/CameoStory';
import { q3Sales, salesWidget } from '../fixtures/SalesTable';
import { withCameoTheme } from '../fixtures/theme';

type ToolCardStoryArgs = TranscriptProps & {
  /** Wire-format transcript JSON: the tool call and what is linked to it. */
  transcript: unknown;
};

const weatherCall = { type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo', unit: 'celsius' } };

const meta = {
  title: 'Tool cards/Tool card',
  // The Docs page documents ToolCard's props; the stories draw cards as users meet them, through a
  // Transcript built from the `transcript` control, so the args are the transcript's.
  component: ToolCard as unknown as ComponentType<ToolCardStoryArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One tool call as a compact row (its name, its status in words and an icon, a chevron) that expands to its arguments and result; a call awaiting approval asks with Approve and Deny, and notes and launchers stay visible under the row. `Transcript` draws one per call, so these stories show cards in a transcript built from the `transcript` control.',
      },
    },
  },
  argTypes: {
    transcript: { control: 'object', description: 'Wire-format transcript: a tool_call, its tool_result, its ui rows' },
  },
  decorators: [withCameoTheme],
  args: {
    transcript: [
      { type: 'user', text: 'How are Q3 sales, and what is the weather in Oslo?' },
      weatherCall,
      { type: 'tool_result', toolCallId: 'c1', content: 'It is 21 °C and sunny in Oslo.', isError: false },
      { type: 'tool_call', id: 'c2', name: 'sales_report', args: { quarter: 'Q3' } },
      { type: 'tool_result', toolCallId: 'c2', content: 'Sales rose 12%.', isError: false },
      { type: 'ui', toolCallId: 'c2', ui: { kind: 'text', text: 'Figures are provisional.' } },
      { type: 'ui', toolCallId: 'c2', ui: { kind: 'widget', label: 'Open Q3 sales table', widget: 'sales', data: q3Sales } },
    ],
  },
  render: ({ transcript, ...props }) => (
    <CameoStory key={JSON.stringify(transcript) ?? ''} transcript={transcript} widgets={() => [salesWidget()]}>
      <Transcript {...props} />
    </CameoStory>
  ),
} satisfies Meta<ToolCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One compact card per call; the notes and launchers stay under the row. Expanded by keyboard. */
export const Complete: Story = {
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    await expect(log.getAllByRole('listitem')).toHaveLength(3);
    await expect(log.getByText('Figures are provisional.')).toBeVisible();
    await expect(log.getByRole('button', { name: 'Open Q3 sales table' })).toBeVisible();
    const trigger = log.getByRole('button', { name: 'get_weather Done' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(log.getByText('It is 21 °C and sunny in Oslo.')).toBeVisible();
    await expect(log.getByText(/"city": "Oslo"/)).toBeVisible();
  },
};

/** The same cards on the dark theme. */
export const CompleteDark: Story = {
  globals: { backgrounds: { value: 'dark' } },
};

/** A call with no result yet: running, with a live indicator (still under reduced motion). */
export const Running: Story = {
  args: { transcript: [{ type: 'user', text: 'Weather in Oslo?' }, weatherCall] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'get_weather Running' });
    await expect(trigger.closest('[data-slot="tool-card"]')).toHaveAttribute('data-state', 'running');
    await expect(trigger.querySelector('[data-part="indicator"]')).toBeVisible();
  },
};

/** A result with `isError`: the card says Failed, and the message shows without opening it. */
export const Failed: Story = {
  args: {
    transcript: [weatherCall, { type: 'tool_result', toolCallId: 'c1', content: 'The weather service is unreachable.', isError: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'get_weather Failed' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('The weather service is unreachable.')).toBeVisible();
  },
};

/**
 * A call cut off without a result (Stop mid-run or mid-arguments, a failed request, a closed tab):
 * the card says Stopped, with no live indicator, and keeps the partial arguments.
 */
export const Stopped: Story = {
  args: {
    transcript: [
      { type: 'user', text: 'Weather in Oslo?' },
      { ...weatherCall, cancelled: true },
      { type: 'tool_call', id: 'c2', name: 'sales_report', args: {}, argsText: '{"quarter":"Q', cancelled: true },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'get_weather Stopped' });
    await expect(trigger.closest('[data-slot="tool-card"]')).toHaveAttribute('data-state', 'cancelled');
    await expect(trigger.querySelector('[data-part="indicator"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'sales_report Stopped' })).toBeVisible();
  },
};

/** A friendly label per tool, from the app: `labels.toolLabel`. */
export const FriendlyLabels: Story = {
  render: ({ transcript, ...props }) => (
    <CameoProvider transcript={transcript} widgets={[salesWidget()]} queryClient={storyQueryClient()} labels={{ toolLabel }}>
      <Transcript {...props} />
    </CameoProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Weather Done' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sales report Done' })).toBeVisible();
  },
};

const friendly: Record<string, string> = { get_weather: 'Weather', sales_report: 'Sales report' };
const toolLabel = (name: string) => friendly[name] ?? name;

/** Arguments streamed in by the model, shown as they grow. */
export const StreamingArguments: Story = {
  args: { transcript: [{ type: 'user', text: 'Find flights' }, { type: 'tool_call', id: 'c1', name: 'search_flights', args: {}, argsText: '' }] },
  render: ({ transcript, ...props }) => (
    <CameoStory transcript={transcript}>
      <Transcript {...props} />
      <StreamArgs />
    </CameoStory>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^search_flights/ });
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByText(/"to": "OSL"/)).toBeVisible());
  },
};

/** Streams a few argument deltas into the first tool call, as a model would. */
function StreamArgs() {
  const client = useCameoClient();
  useEffect(() => {
    const store = client.transcript;
    const key = store.getState().keys.find((candidate) => store.getState().entries.get(candidate)?.type === 'tool_call');
    if (key === undefined) return;
    const deltas = ['{"from": ', '"LHR", ', '"to": "OSL", ', '"date": "2026-12-'];
    const timers = deltas.map((delta, index) => setTimeout(() => store.getState().appendArgs(key, delta), 100 * (index + 1)));
    return () => timers.forEach(clearTimeout);
  }, [client]);
  return null;
}
