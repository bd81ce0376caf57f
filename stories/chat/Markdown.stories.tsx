import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Markdown, Transcript } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { withCameoTheme } from '../fixtures/theme';

const reply = [
  '## Q3 sales',
  '',
  'Revenue rose **12%**, with *flat* costs and ~~no~~ one delay. Details in the [full report](https://example.com/q3).',
  '',
  '| Region | Q2 | Q3 |',
  '| --- | ---: | ---: |',
  '| North | 10 | 11 |',
  '| South | 12 | 14 |',
  '',
  '- [x] numbers checked',
  '- [ ] board sign-off',
  '',
  '> The North warehouse opened late.',
  '',
  'Run it again with `npm run report`:',
  '',
  '```ts',
  "const total = regions.reduce((sum, region) => sum + region.q3, 0);",
  '```',
  '',
  '![Sales chart](https://example.com/chart.png)',
].join('\n');

const meta = {
  title: 'Chat/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Markdown as the kit draws it in assistant messages: GFM tables and lists, highlighted code with Copy, links that open in a new tab and show their host, images off unless `allowImages`. Never renders raw HTML.',
      },
    },
  },
  decorators: [withCameoTheme, (Story) => <div style={{ maxWidth: '48rem' }}><Story /></div>],
  args: { text: reply, allowImages: false },
  render: (args) => (
    <CameoStory transcript={[{ type: 'user', text: 'How did Q3 go?' }, { type: 'assistant', text: args.text }]}>
      <Transcript virtualize={false} style={{ height: '36rem' }} />
    </CameoStory>
  ),
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An assistant reply in GitHub-flavoured markdown; the user's message stays plain text. */
export const AssistantReply: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByRole('heading', { name: 'Q3 sales' })).toBeVisible();
    await expect(within(log).getByRole('columnheader', { name: 'Region' })).toBeVisible();
    await expect(within(log).getAllByRole('checkbox')).toHaveLength(2);
    const link = within(log).getByRole('link', { name: /full report/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent('(example.com)');
    // Remote images are off by default: alt text and a link instead.
    await expect(within(log).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(log).getByRole('link', { name: /Image: Sales chart/ })).toBeVisible();
    await waitFor(() => expect(log.querySelector('pre[data-highlighted]')).not.toBeNull(), { timeout: 10_000 });
  },
};

/** Raw HTML in a reply shows as text: nothing of it becomes markup. */
export const HtmlAsText: Story = {
  args: { text: 'Here is some HTML: <b onclick="alert(1)">bold?</b>\n\n<div>a block</div>' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent('<b onclick="alert(1)">bold?</b>');
    await expect(log).toHaveTextContent('<div>a block</div>');
    await expect(log.querySelector('b')).toBeNull();
  },
};

/** Mid-stream, a bold still open at the end renders bold, with no stray asterisks. */
export const HalfWrittenBold: Story = {
  args: { text: '| Region | Q3 |\n| --- | --- |\n| North | 11 |\n\nWorking on it, **almost' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText('almost').tagName).toBe('STRONG');
    await expect(within(log).getByRole('columnheader', { name: 'Region' })).toBeVisible();
    await expect(log).not.toHaveTextContent('**');
  },
};

/** Mid-stream, an open code fence is already a code block, with its Copy button. */
export const HalfWrittenFence: Story = {
  args: { text: 'Here is the query:\n\n```sql\nselect region, sum(q3)' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.querySelector('pre code')).toHaveTextContent('select region, sum(q3)');
    await expect(within(log).getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(log).not.toHaveTextContent('```');
  },
};

/** Mid-stream, a table whose header row has just arrived is already a table. */
export const HalfWrittenTable: Story = {
  args: { text: 'By region:\n\n| Region | Q2 | Q3 |' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByRole('columnheader', { name: 'Q3' })).toBeVisible();
    await expect(log).not.toHaveTextContent('|');
  },
};

/** The code block's Copy works by keyboard and announces "Copied"; so does the message's Copy. */
export const CopyCode: Story = {
  args: { text: '```sh\nnpm run report\n```' },
  play: async ({ canvas }) => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
    const copy = canvas.getByRole('button', { name: 'Copy code' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toHaveFocus());
    await expect(writes).toEqual(['npm run report']);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(writes).toEqual(['npm run report', '```sh\nnpm run report\n```']));
  },
};

/** The assistant has not written anything yet: the typing indicator, announced politely. */
export const Typing: Story = {
  args: { text: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Assistant is typing…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy message' })).not.toBeInTheDocument();
  },
};
