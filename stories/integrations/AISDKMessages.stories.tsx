import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CameoProvider, Composer, Transcript, defineWidget } from '../../src';
import { useCameoChat, type CameoChat, type CameoUIMessage } from '../../src/ai-sdk';
import { storyQueryClient } from '../fixtures/CameoStory';
import { q3Sales, SalesTable, type SalesData } from '../fixtures/SalesTable';
import { withCameoTheme } from '../fixtures/theme';

/**
 * A `useChat` conversation as the AI SDK holds it (`UIMessage[]`), drawn by Cameo through
 * `useCameoChat`: every tool state, reasoning, a file and a launcher.
 */
const messages: CameoUIMessage[] = [
  {
    id: 'u1',
    role: 'user',
    parts: [
      { type: 'file', mediaType: 'application/pdf', url: 'https://example.com/q3-report.pdf', filename: 'q3-report.pdf' },
      { type: 'text', text: 'Here is the Q3 report. How did sales go, and can we ship the fix?' },
    ],
  },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      { type: 'step-start' },
      { type: 'reasoning', text: 'The report covers **three regions**; the sales tool has the numbers.', state: 'done' },
      { type: 'tool-show_sales', toolCallId: 'sales', state: 'output-available', input: { quarter: 'Q3' }, output: 'Q3 revenue: EMEA 1.84M, Americas 1.32M, APAC 1.05M' },
      { type: 'data-cameo-ui', id: 'cameo-ui-sales', data: { toolCallId: 'sales', ui: { kind: 'widget', label: 'Open Q3 sales', widget: 'sales', data: q3Sales } } },
      { type: 'text', text: 'Sales grew in **EMEA** and **APAC**.', state: 'done' },
      { type: 'step-start' },
      { type: 'tool-search_tickets', toolCallId: 'search', state: 'input-streaming', input: { query: 'checkout' }, rawInput: '{"query": "checkout tim' },
      { type: 'tool-lookup_build', toolCallId: 'lookup', state: 'input-available', input: { build: 412 } },
      { type: 'tool-deploy', toolCallId: 'deploy', state: 'approval-requested', input: { env: 'production' }, approval: { id: 'ap-deploy' } },
      { type: 'tool-restart', toolCallId: 'restart', state: 'approval-responded', input: { service: 'cache' }, approval: { id: 'ap-restart', approved: true } },
      { type: 'tool-charge_card', toolCallId: 'charge', state: 'output-error', input: { amount: 20 }, errorText: 'The payment service is unreachable.' },
      { type: 'tool-drop_table', toolCallId: 'drop', state: 'output-denied', input: { table: 'orders' }, approval: { id: 'ap-drop', approved: false, reason: 'never in production' } },
      { type: 'source-url', sourceId: 's1', url: 'https://example.com/q3-report.pdf' },
    ],
  },
];

interface AISDKMessagesArgs {
  /** What `useChat` returns; here fixed messages and spies. */
  chat: CameoChat<CameoUIMessage>;
  /** The sales widget's own fetch, for when no snapshot paints it first. */
  renderSales: () => SalesData;
}

function AISDKChat({ chat, renderSales }: AISDKMessagesArgs) {
  const [queryClient] = useState(storyQueryClient);
  const [widgets] = useState(() => [defineWidget<SalesData>({ id: 'sales', title: 'Q3 sales', component: SalesTable, render: renderSales })]);
  const { client, composer } = useCameoChat(chat, { widgets, queryClient });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

const meta = {
  title: 'Integrations/AI SDK messages',
  component: AISDKChat,
  decorators: [withCameoTheme],
  args: {
    // Mid-turn: the last message still streams, so its open calls are running, not stopped.
    chat: { messages, status: 'streaming', sendMessage: fn(), stop: fn(), addToolApprovalResponse: fn() },
    renderSales: fn(() => q3Sales),
  },
} satisfies Meta<AISDKMessagesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part of the thread, each with its meaning. */
export const AllParts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('q3-report.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Thinking/ })).toBeVisible();
    await expect(canvas.getByText('EMEA', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'show_sales Done' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'search_tickets Running' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'lookup_build Running' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'deploy Awaiting approval' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'restart Running' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'charge_card Failed' })).toBeVisible();
    await expect(canvas.getByText('The payment service is unreachable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'drop_table Denied' })).toBeVisible();
    await expect(canvas.getByText('never in production')).toBeVisible();
  },
};

/** The same thread once the chat is ready again (after Stop): calls left without a result say Stopped. */
export const AfterStop: Story = {
  args: { chat: { messages, status: 'ready', sendMessage: fn(), stop: fn(), addToolApprovalResponse: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'search_tickets Stopped' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'lookup_build Stopped' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'show_sales Done' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'search_tickets Running' })).not.toBeInTheDocument();
  },
};

/** Streaming arguments show as they came, partial JSON and all. */
export const StreamingArguments: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'search_tickets Running' }));
    await expect(await canvas.findByText('{"query": "checkout tim')).toBeVisible();
  },
};

/** Approve, by keyboard, answers the chat with the SDK's approval id. */
export const ApproveByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const question = canvas.getByRole('group', { name: 'Allow deploy to run?' });
    within(question).getByRole('button', { name: 'Approve' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.chat.addToolApprovalResponse).toHaveBeenCalledWith({ id: 'ap-deploy', approved: true });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'deploy Running' })).toBeVisible());
  },
};

/** The launcher opens its widget from the snapshot in the part, with no request. */
export const LauncherOpensFromSnapshot: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open Q3 sales/ }));
    const body = within(document.body);
    await expect(await body.findByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
    await expect(args.renderSales).not.toHaveBeenCalled();
  },
};
