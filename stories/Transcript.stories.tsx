import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Transcript, type TranscriptProps } from '../src';
import { CameoStory } from './fixtures/CameoStory';
import { expectClosedWithFocusOn, openFromLauncher } from './fixtures/play';
import { after, q3Sales, salesWidget } from './fixtures/SalesTable';
import { withCameoTheme } from './fixtures/theme';
import { contrast, luminance } from './fixtures/themeColours';
import { allEntryKinds, longTranscript, malformedTranscript, markupNote, multiPartTurn, wireTupleForms } from './fixtures/transcripts';

type TranscriptStoryArgs = TranscriptProps & {
  /** Wire-format transcript JSON (a value or a string), parsed when the story mounts. */
  transcript: unknown;
};

const meta = {
  title: 'Chat/Transcript',
  component: Transcript,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The conversation: a polite live log of every entry (messages, reasoning, one card per tool call, notes and launchers, errors in place) that follows the latest entry while the reader is at the bottom, and virtualizes long histories. It reads the provider\'s transcript; put it in a column with a height.',
      },
    },
  },
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
  parameters: { expectMalformed: true },
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

/**
 * A preamble, a tool call and an answer are one assistant turn: one avatar and name, the card
 * and the answer aligned under it, one Copy that takes both texts. A turn that opens with
 * reasoning gets its header above the reasoning.
 */
export const MultiPartTurn: Story = {
  args: { transcript: multiPartTurn },
  play: async ({ canvasElement }) => {
    const inLog = within(within(canvasElement).getByRole('log', { name: 'Conversation' }));
    await expect(inLog.getAllByText('Assistant')).toHaveLength(2);
    await expect(inLog.getAllByText('You')).toHaveLength(2);
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
    const copies = inLog.getAllByRole('button', { name: 'Copy message' });
    await expect(copies).toHaveLength(2);
    await userEvent.click(copies[0]!);
    await waitFor(() =>
      expect(writes).toEqual(['Let me pull the Q3 numbers.\n\nAPAC grew **9.8%** in Q3, the fastest of the three regions.']),
    );
  },
};

/** The same conversation on the dark theme. */
export const AllEntryKindsDark: Story = {
  parameters: { expectMalformed: true },
  globals: { backgrounds: { value: 'dark' } },
};

export const Empty: Story = {
  args: { transcript: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveTextContent('Ask a question to start the conversation.');
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
  parameters: { expectMalformed: true },
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
  parameters: { expectMalformed: true },
  args: { transcript: '[{"type": "user", "text": "hi"' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not show an entry')).toBeInTheDocument();
    await expect(canvas.getByText(/^transcript is not valid JSON/)).toBeInTheDocument();
  },
};

/** A launcher in the transcript opens its widget; Escape closes it and focus returns. */
export const LauncherOpensWidget: Story = {
  parameters: { expectMalformed: true },
  play: async ({ canvasElement }) => {
    const { launcher, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

// An inline picture, so the story loads nothing from the network.
const chartThumbnail =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#dbeafe"/><rect x="0.5" y="2" width="0.8" height="1.5" fill="#2563eb"/><rect x="1.6" y="1" width="0.8" height="2.5" fill="#2563eb"/><rect x="2.7" y="0.5" width="0.8" height="3" fill="#2563eb"/></svg>');

const reasoningAndAttachments: unknown[] = [
  {
    type: 'user',
    text: 'Compare these two reports and tell me which region grew fastest.',
    attachments: [
      { url: 'https://files.example.com/q2-report.pdf', mediaType: 'application/pdf', name: 'q2-report.pdf' },
      { url: chartThumbnail, mediaType: 'image/svg+xml', name: 'q3-chart.svg' },
      // Never a link: the chip shows its name as text.
      { url: 'javascript:alert(document.domain)', mediaType: 'text/csv', name: 'regions.csv' },
    ],
  },
  {
    type: 'reasoning',
    text: 'The user attached **two reports**. I should:\n\n1. read Q2 revenue by region\n2. compare it with the Q3 chart\n3. report the largest growth, with `APAC` likely ahead',
  },
  { type: 'assistant', text: 'APAC grew fastest: **+9.8%** from Q2 to Q3.', attachments: [{ url: 'https://files.example.com/growth.xlsx', mediaType: 'application/vnd.ms-excel' }] },
  { type: 'reasoning', text: 'Checking whether returns change the ranking', streaming: true },
];

/**
 * The model's reasoning as a collapsed "Thinking" row (the last one still streaming: "Thinking…",
 * busy) and files as chips on both messages. Thinking opens by keyboard and shows its markdown.
 */
export const ReasoningAndAttachments: Story = {
  args: { transcript: reasoningAndAttachments },
  play: async ({ canvas, canvasElement }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const rows = within(log).getAllByRole('listitem').filter((row) => row.dataset.kind === 'reasoning');
    await expect(rows).toHaveLength(2);
    const thinking = canvas.getByRole('button', { name: 'Thinking' });
    await expect(thinking).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Thinking…' }).closest('[aria-busy="true"]')).not.toBeNull();

    const userFiles = canvas.getAllByRole('list', { name: 'Attachments' })[0]!;
    await expect(within(userFiles).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(userFiles).getByRole('link', { name: 'q2-report.pdf' })).toHaveAttribute('href', 'https://files.example.com/q2-report.pdf');
    await expect(within(userFiles).queryByRole('link', { name: 'regions.csv' })).not.toBeInTheDocument();
    await expect(within(userFiles).getByText('regions.csv')).toBeVisible();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'application/vnd.ms-excel' })).toBeInTheDocument();

    // By keyboard: focus the first Thinking, open it, and read its markdown.
    thinking.focus();
    await userEvent.keyboard('{Enter}');
    await expect(thinking).toHaveAttribute('aria-expanded', 'true');
    const content = canvasElement.ownerDocument.getElementById(thinking.getAttribute('aria-controls')!)!;
    await expect(content).toBeVisible();
    await expect(within(content).getByText('two reports').tagName).toBe('STRONG');
    await expect(within(content).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard(' ');
    await expect(thinking).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The same on the dark theme: the Thinking row and the chips read on a dark page. */
export const ReasoningAndAttachmentsDark: Story = {
  args: { transcript: reasoningAndAttachments },
  globals: { backgrounds: { value: 'dark' } },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const chip = canvas.getAllByRole('list', { name: 'Attachments' })[0]!.querySelector<HTMLElement>('[data-slot="attachment"]')!;
    const trigger = canvas.getByRole('button', { name: 'Thinking' });
    await expect(luminance(getComputedStyle(log).backgroundColor)).toBeLessThan(0.05);
    await expect(contrast(getComputedStyle(chip).color, getComputedStyle(chip).backgroundColor)).toBeGreaterThanOrEqual(4.5);
    await expect(contrast(getComputedStyle(trigger).color, getComputedStyle(log).backgroundColor)).toBeGreaterThanOrEqual(4.5);
  },
};

function noErrorEntries(items: HTMLElement[]): boolean {
  return items.every((item) => item.dataset.kind !== 'error');
}
