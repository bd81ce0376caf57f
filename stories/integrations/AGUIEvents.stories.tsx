import { HttpAgent } from '@ag-ui/client';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CameoProvider, Composer, Transcript, defineWidget } from '../../src';
import { cameoActivitySnapshot, useAGUIAgent } from '../../src/ag-ui';
import { q3Sales, SalesTable, type SalesData } from '../fixtures/SalesTable';
import { withCameoTheme } from '../fixtures/theme';

const run = (runId: string) => ({ threadId: 'thread-1', runId });
const text = (messageId: string, ...deltas: string[]): BaseEvent[] => [
  { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
  ...deltas.map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
  { type: EventType.TEXT_MESSAGE_END, messageId },
];
const call = (toolCallId: string, toolCallName: string, ...deltas: string[]): BaseEvent[] => [
  { type: EventType.TOOL_CALL_START, toolCallId, toolCallName },
  ...deltas.map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta })),
  { type: EventType.TOOL_CALL_END, toolCallId },
];

/** A recorded AG-UI run, as an agent server streams it: reasoning, text, two tools, a launcher and an interrupt. */
const recorded: BaseEvent[] = [
  { type: EventType.RUN_STARTED, ...run('run-1') },
  { type: EventType.REASONING_START, messageId: 'think' },
  { type: EventType.REASONING_MESSAGE_START, messageId: 'r1', role: 'reasoning' },
  { type: EventType.REASONING_MESSAGE_CONTENT, messageId: 'r1', delta: 'The sales tool has the numbers; the fix needs a deploy.' },
  { type: EventType.REASONING_MESSAGE_END, messageId: 'r1' },
  { type: EventType.REASONING_END, messageId: 'think' },
  ...text('m1', 'Let me check ', '**Q3 sales**.'),
  ...call('sales', 'show_sales', '{"quarter":', '"Q3"}'),
  { type: EventType.TOOL_CALL_RESULT, messageId: 't1', toolCallId: 'sales', content: 'Q3 revenue: EMEA 1.84M, Americas 1.32M, APAC 1.05M' },
  cameoActivitySnapshot('sales', { kind: 'widget', label: 'Open Q3 sales', widget: 'sales', data: q3Sales }),
  { type: EventType.STATE_SNAPSHOT, snapshot: { step: 'deploy' } },
  ...text('m2', 'Sales grew in **EMEA** and **APAC**. Shipping the fix needs your approval.'),
  ...call('deploy', 'deploy', '{"env":"production","build":412}'),
  {
    type: EventType.RUN_FINISHED,
    ...run('run-1'),
    outcome: { type: 'interrupt', interrupts: [{ id: 'int-deploy', reason: 'tool_call', toolCallId: 'deploy', message: 'Deploy build 412?' }] },
  } as BaseEvent,
];

/** What the agent streams once the interrupt is answered. */
const resumed: BaseEvent[] = [
  { type: EventType.RUN_STARTED, ...run('run-2') },
  { type: EventType.TOOL_CALL_RESULT, messageId: 't2', toolCallId: 'deploy', content: 'Build 412 is live.' },
  ...text('m3', 'Deployed. *Build 412* is live.'),
  { type: EventType.RUN_FINISHED, ...run('run-2') },
];

interface AGUIEventsArgs {
  /** The agent's reply to the first message, replayed through a real `HttpAgent`. */
  events: BaseEvent[];
  /** Its reply to a run that resumes an interrupt. */
  resumed: BaseEvent[];
  /** Every request the agent makes (the `RunAgentInput` it posts). */
  onRequest: (input: RunAgentInput) => void;
  /** The sales widget's own fetch, for when no snapshot paints it first. */
  renderSales: () => SalesData;
}

/** An `HttpAgent` whose fetch answers with the recorded events, encoded by AG-UI's own encoder. */
function replayingAgent({ events, resumed: afterResume, onRequest }: Omit<AGUIEventsArgs, 'renderSales'>) {
  const encoder = new EventEncoder();
  return new HttpAgent({
    url: '/agent',
    threadId: 'thread-1',
    fetch: async (_url, init) => {
      const input = JSON.parse(String(init.body)) as RunAgentInput;
      onRequest(input);
      const reply = input.resume ? afterResume : events;
      return new Response(reply.map((event) => encoder.encode(event)).join(''), { headers: { 'content-type': encoder.getContentType() } });
    },
  });
}

function AGUIChat({ renderSales, ...replay }: AGUIEventsArgs) {
  const [agent] = useState(() => replayingAgent(replay));
  const [widgets] = useState(() => [defineWidget<SalesData>({ id: 'sales', title: 'Q3 sales', component: SalesTable, render: renderSales })]);
  const { client, composer } = useAGUIAgent(agent, { widgets });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

const meta = {
  title: 'Integrations/AG-UI events',
  component: AGUIChat,
  decorators: [withCameoTheme],
  args: { events: recorded, resumed, onRequest: fn(), renderSales: fn(() => q3Sales) },
  render: (args) => <AGUIChat key={JSON.stringify(args.events)} {...args} />,
} satisfies Meta<AGUIEventsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a message with the keyboard, as a person would, and waits until the run it starts has ended. */
async function ask(canvas: ReturnType<typeof within>, args: AGUIEventsArgs, message: string) {
  canvas.getByRole('textbox', { name: 'Message' }).focus();
  await userEvent.keyboard(`${message}{Enter}`);
  await waitFor(() => expect(args.onRequest).toHaveBeenCalled());
  await waitFor(() => expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull());
}

/** The whole recorded run: reasoning, markdown, a finished card with its launcher, and a card asking. */
export const Replay: Story = {
  play: async ({ canvas, args }) => {
    await ask(canvas, args, 'How did Q3 go? Ship the fix.');
    await expect(args.onRequest).toHaveBeenCalledWith(expect.objectContaining({ messages: [expect.objectContaining({ role: 'user', content: 'How did Q3 go? Ship the fix.' })] }));
    await expect(await canvas.findByRole('button', { name: /Thinking/ })).toBeVisible();
    await expect(canvas.getByText('EMEA', { selector: 'strong' })).toBeVisible();
    await expect(canvas.queryByText(/\*\*/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'show_sales Done' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Q3 sales' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Allow deploy to run?' })).toHaveTextContent('412');
  },
};

/** The launcher from the activity opens its widget from the snapshot, with no request. */
export const LauncherOpensFromSnapshot: Story = {
  play: async ({ canvas, args }) => {
    await ask(canvas, args, 'How did Q3 go?');
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Q3 sales' }));
    const body = within(document.body);
    await expect(await body.findByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
    await expect(args.renderSales).not.toHaveBeenCalled();
  },
};

/** Approve, by keyboard, resumes the run with the decision; the card then completes. */
export const ApproveByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await ask(canvas, args, 'Ship the fix.');
    const question = await canvas.findByRole('group', { name: 'Allow deploy to run?' });
    within(question).getByRole('button', { name: 'Approve' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenLastCalledWith(
        expect.objectContaining({ resume: [{ interruptId: 'int-deploy', status: 'resolved', payload: { approved: true } }] }),
      ),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'deploy Done' })).toBeVisible());
    await expect(canvas.getByText('Build 412', { selector: 'em' })).toBeVisible();
  },
};

/** A run that fails says why, under what it had already said. */
export const RunError: Story = {
  args: {
    events: [{ type: EventType.RUN_STARTED, ...run('run-1') }, ...text('m1', 'Looking into it…'), { type: EventType.RUN_ERROR, message: 'The model provider is overloaded.' }],
  },
  play: async ({ canvas, args }) => {
    await ask(canvas, args, 'Hello?');
    await expect(canvas.getByText('Looking into it…')).toBeVisible();
    await expect(canvas.getByText('The model provider is overloaded.')).toBeVisible();
  },
};
