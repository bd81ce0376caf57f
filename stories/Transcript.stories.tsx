import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Transcript, type TranscriptProps } from '../src';
import { CameoStory } from './fixtures/CameoStory';
import { expectClosedWithFocusOn, openFromLauncher } from './fixtures/play';
import { after, q3Sales, salesWidget } from './fixtures/SalesTable';
import { withCameoTheme } from './fixtures/theme';
import { allEntryKinds, longTranscript, malformedTranscript, markupNote, wireTupleForms } from './fixtures/transcripts';

type TranscriptStoryArgs = TranscriptProps & {
  /** Wire-format transcript JSON (a value or a string), parsed when the story mounts. */
  transcript: unknown;
};

const meta = {
  title: 'Chat/Transcript',
  component: Transcript,
  tags: ['autodocs'],
  argTypes: {
    transcript: { control: 'object', description: 'Wire-format transcript (JSON value or string): the entries the conversation shows' },
    suggestions: { control: 'object', description: 'Prompts the empty state offers (with `onSuggestion`)' },
    virtualize: { control: 'inline-radio', options: ['auto', true, false] },
  },
  decorators: [withCameoTheme],
  args: { transcript: allEntryKinds },
  render: ({ transcript, ...props }) => (
    // Keyed by the JSON, so editing the transcript control mounts a fresh provider.
    <CameoStory
      key={JSON.stringify(transcript) ?? ''}
      transcript={transcript}
      widgets={() => [
        salesWidget(),
        salesWidget({ id: 'sales-live', render: ({ signal }) => after(600, { ...q3Sales, caption: 'Live sales by region' }, signal) }),
      ]}
    >
      <Transcript {...props} />
    </CameoStory>
  ),
} satisfies Meta<TranscriptStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry kind in one conversation, including two entries the parser rejected. */
export const AllEntryKinds: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    const inLog = within(log);
    // One card per tool call: its result and ui rows draw inside it (three results, four ui rows folded).
    await expect(inLog.getAllByRole('listitem')).toHaveLength(allEntryKinds.length - 7);
    await expect(inLog.getByText('You')).toBeInTheDocument();
    await expect(inLog.getAllByText('Assistant')).toHaveLength(2);
    await expect(inLog.getByRole('button', { name: 'get_sales Done' })).toBeInTheDocument();
    await expect(inLog.getByRole('button', { name: 'get_forecast Failed' })).toBeInTheDocument();
    await expect(inLog.getByText('Forecast service timed out after 30 s.')).toBeVisible();
    await expect(inLog.getByText('Figures are in USD and exclude returns.')).toBeInTheDocument();
    for (const label of ['Open Q3 sales table', 'Open live sales', 'Open pivot chart']) {
      await expect(inLog.getByRole('button', { name: label })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    await expect(inLog.getByText("unknown UI kind 'video'")).toBeInTheDocument();
    await expect(inLog.getByText('widget launcher without a label')).toBeInTheDocument();
    await expect(inLog.getByText('Could not show entry 13')).toBeInTheDocument();
    // The arguments and result sit behind the card's disclosure.
    await userEvent.click(inLog.getByRole('button', { name: 'get_sales Done' }));
    await expect(inLog.getByText(/"regions": \[/)).toBeVisible();
    await expect(inLog.getByText('Q3 revenue $4.2M across 3 regions; APAC grew fastest (+9.8%).')).toBeVisible();
  },
};

/** The same conversation on the dark theme. */
export const AllEntryKindsDark: Story = {
  globals: { backgrounds: { value: 'dark' } },
};

export const Empty: Story = {
  args: { transcript: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveTextContent('No messages yet.');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const CustomEmptyMessage: Story = {
  args: { transcript: [], empty: 'Ask about your sales data to get started.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ask about your sales data to get started.')).toBeInTheDocument();
  },
};

/** A note is plain text: markup in it shows literally and never becomes an element. */
export const MarkupInNoteShownLiterally: Story = {
  args: { transcript: markupNote },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'fetch_page Done' }));
    await expect(canvas.getByText('<b>bold?</b> <script>alert(1)</script>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img, b, script')).toBeNull();
  },
};

/** 200 entries in a scrolling log; each row subscribes to its own entry. */
export const LongTranscript: Story = {
  args: {
    transcript: longTranscript(200),
    style: { maxHeight: '32rem', overflow: 'auto' },
    // A scrolling region must be reachable by keyboard.
    tabIndex: 0,
  },
  play: async ({ canvas }) => {
    // 40 turns of five entries: question, one card (call, result, ui row), answer.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(120);
    await expect(canvas.getByText('Answer 40: week 40 looks steady.')).toBeInTheDocument();
  },
};

/**
 * 5,000 entries: virtualized, so only the rows in view are in the DOM. It opens at the latest
 * entry; scrolling up shows "Jump to latest", which brings the view back.
 */
export const VirtualizedHistory: Story = {
  args: {
    transcript: longTranscript(5_000),
    style: { height: '32rem' },
    tabIndex: 0,
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(canvas.getByText('Answer 1000: week 1000 looks steady.')).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(80);
    log.scrollTop = 0;
    const jump = await canvas.findByRole('button', { name: 'Jump to latest' });
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.getByText('Answer 1000: week 1000 looks steady.')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  },
};

/** Bare ['ok', text, {ui}] and ['error', reason] tuples answer the nearest open tool call. */
export const WireTupleForms: Story = {
  args: { transcript: wireTupleForms },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open Q3 sales table' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'check_inventory Failed' })).toBeInTheDocument();
    await expect(canvas.getByText('Inventory API rate limit exceeded; retry in 60 s.')).toBeInTheDocument();
    for (const name of ['get_sales Done', 'ping Done']) await userEvent.click(canvas.getByRole('button', { name }));
    await expect(canvas.getByText('Q3 revenue $4.2M across 3 regions.')).toBeInTheDocument();
    await expect(canvas.getByText('pong')).toBeInTheDocument();
    await expect(canvas.getByText('Summary saved to notes.')).toBeInTheDocument();
    await expect(noErrorEntries(canvas.getAllByRole('listitem'))).toBe(true);
  },
};

/** Malformed wire JSON: each bad entry is shown in place, with what was wrong with it. */
export const MalformedWireJSON: Story = {
  args: { transcript: malformedTranscript },
  play: async ({ canvas }) => {
    for (const message of [
      "unknown UI kind 'video'",
      'widget launcher without a label',
      'note without text',
      "widget launcher 'Open it' without a widget id",
      'UI entry without a toolCallId',
      "unknown entry type 'system'",
      'entry without a type',
      'tool result tuple with no tool call before it',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(canvas.getByText('Valid entries around the broken ones still show.')).toBeInTheDocument();
    await expect(canvas.getByText('Still readable after the errors.')).toBeInTheDocument();
  },
};

/** A transcript string that is not JSON at all: one error with no entry position. */
export const InvalidJSONString: Story = {
  args: { transcript: '[{"type": "user", "text": "hi"' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not show an entry')).toBeInTheDocument();
    await expect(canvas.getByText(/^transcript is not valid JSON/)).toBeInTheDocument();
  },
};

/** A launcher in the transcript opens its widget; Escape closes it and focus returns. */
export const LauncherOpensWidget: Story = {
  play: async ({ canvasElement }) => {
    const { launcher, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

function noErrorEntries(items: HTMLElement[]): boolean {
  return items.every((item) => item.dataset.kind !== 'error');
}
