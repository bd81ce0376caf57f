import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Composer, Transcript, useTranscript, type NewEntry } from '../../src';
import { FreshProvider } from '../fixtures/FreshProvider';

const answer = (question: string) =>
  `You asked: “${question}”. ${'Here is a longer answer that streams in a few words at a time, so the transcript has to keep the latest words in view while it grows. '.repeat(3)}`;

const opening: NewEntry[] = Array.from({ length: 12 }, (_, index) => ({
  type: index % 2 ? 'assistant' : 'user',
  text: index % 2 ? `Answer ${index}: ${'an earlier reply that fills the view. '.repeat(3)}` : `Question ${index}`,
}));

/**
 * A chat whose replies stream: every send gets an answer a few words at a time, and every third
 * one opens a tool card first. Scroll up while it streams and the view stays put; send and it
 * comes back to your message.
 */
function StreamingChat({ wordsPerTick, tickMs }: { wordsPerTick: number; tickMs: number }) {
  const { append, appendText } = useTranscript();
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sends = useRef(0);
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setRunning(false);
  };
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const send = (text: string) => {
    stop();
    sends.current += 1;
    append({ type: 'user', text });
    if (sends.current % 3 === 0) {
      const id = `call-${sends.current}`;
      append(
        { type: 'tool_call', id, name: 'look_up', args: { query: text } },
        { type: 'tool_result', toolCallId: id, content: `Found 3 notes about “${text}”.`, isError: false },
      );
    }
    const [key] = append({ type: 'assistant', text: '' });
    const words = answer(text).split(/(?<= )/);
    let next = 0;
    setRunning(true);
    const tick = () => {
      appendText(key!, words.slice(next, next + wordsPerTick).join(''));
      next += wordsPerTick;
      if (next < words.length) timer.current = setTimeout(tick, tickMs);
      else stop();
    };
    timer.current = setTimeout(tick, tickMs);
  };

  return (
    <div style={{ height: '28rem', display: 'flex', flexDirection: 'column' }}>
      <Transcript style={{ flex: 1, minHeight: 0 }} tabIndex={0} />
      <Composer running={running} onStop={stop} onSend={send} placeholder="Send anything: the answer streams" />
    </div>
  );
}

const meta = {
  title: 'Chat/Following',
  component: StreamingChat,
  args: { wordsPerTick: 3, tickMs: 30 },
  argTypes: {
    wordsPerTick: { control: { type: 'range', min: 1, max: 40 }, description: 'Words per streamed chunk' },
    tickMs: { control: { type: 'range', min: 0, max: 200 }, description: 'Milliseconds between chunks' },
  },
  render: (args) => (
    <FreshProvider transcript={opening}>
      <StreamingChat {...args} />
    </FreshProvider>
  ),
} satisfies Meta<typeof StreamingChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const distanceToEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

/** Two sends in a row, the second right as the first answer ends: the view stays on the latest words. */
export const FollowsEveryTurn: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const input = canvas.getByRole('textbox', { name: 'Message' });
    for (const question of ['What changed in Q3?', 'And in Q4?', 'Which tool did you use?']) {
      await userEvent.type(input, `${question}{Enter}`);
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull());
      await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(24));
    }
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  },
};

/** Scrolled up mid-stream: the stream leaves the view alone; the next send brings it back down. */
export const ScrollUpThenSend: Story = {
  args: { tickMs: 60 },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Tell me everything{Enter}');
    await canvas.findByRole('button', { name: 'Stop' });
    log.scrollTop = 0;
    await expect(await canvas.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull());
    await expect(log.scrollTop).toBe(0);
    await userEvent.type(input, 'Back to the point{Enter}');
    const sent = within(log).getByText('Back to the point');
    await waitFor(() => expect(sent.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom + 1));
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  },
};
