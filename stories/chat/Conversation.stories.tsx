import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Composer, Transcript } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { page } from '../fixtures/play';
import { q3Sales, salesWidget } from '../fixtures/SalesTable';

interface ConversationArgs {
  /** Wire-format transcript JSON: the conversation the chat shows. */
  transcript: unknown;
  onSend: (text: string) => void;
}

/** A clean first conversation: a question, a tool call with a note and a launcher, an answer. */
const conversation: unknown[] = [
  { type: 'user', text: 'How did the regions do in Q3?' },
  { type: 'tool_call', id: 'call_sales', name: 'get_sales', args: { quarter: 'Q3' } },
  { type: 'tool_result', toolCallId: 'call_sales', content: 'Q3 revenue $4.2M across 3 regions; APAC grew fastest (+9.8%).', isError: false },
  { type: 'ui', toolCallId: 'call_sales', ui: { kind: 'text', text: 'Figures are in USD and exclude returns.' } },
  { type: 'ui', toolCallId: 'call_sales', ui: { kind: 'widget', label: 'Open Q3 sales table', widget: 'sales', data: q3Sales } },
  { type: 'assistant', text: 'APAC led Q3 with **+9.8%**; EMEA grew 4.1% and the Americas dipped 2.3%.' },
];

const meta = {
  title: 'Chat/Conversation',
  argTypes: { transcript: { control: 'object', description: 'Wire-format transcript: the entries the chat shows' } },
  args: { transcript: conversation, onSend: fn() },
  render: ({ transcript, onSend }) => (
    // Keyed by the JSON, so editing the transcript control mounts a fresh provider.
    <CameoStory key={JSON.stringify(transcript) ?? ''} transcript={transcript} widgets={() => [salesWidget()]}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '32rem', maxWidth: '48rem' }}>
        <Transcript style={{ flex: 1, minHeight: 0 }} />
        <Composer onSend={onSend} placeholder="Ask about your sales" />
      </div>
    </CameoStory>
  ),
} satisfies Meta<ConversationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole chat: `Transcript` and `Composer` in a column with a height. The tool call is one
 * card with its note and launcher under it; the launcher opens the sales table in a dialog.
 */
export const WholeChat: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    await expect(log.getByText('Figures are in USD and exclude returns.')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Open Q3 sales table' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Open Q3 sales table' });
    await expect(within(dialog).getByRole('table', { name: q3Sales.caption })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'And Q4?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('And Q4?');
  },
};

export const WholeChatDark: Story = {
  globals: { backgrounds: { value: 'dark' } },
};
