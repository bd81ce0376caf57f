import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTransport, Transcript, type MemoryTransport } from '../src';
import { withCameo } from '../src/storybook';
import { release, releaseChecklistServer, releaseChecklistView, shipped } from './examples/ReleaseChecklist';

// `withCameo` on its own: a consumer's widget inside a transcript, its data and actions served
// by a memory transport made afresh for each story render.
const transcript = [
  { type: 'user', text: 'What is left before we ship 2.4.0?' },
  { type: 'tool_call', id: 'call_release', name: 'get_release_checklist', args: { release: '2.4.0' } },
  { type: 'tool_result', toolCallId: 'call_release', content: 'Two of four checks are left for Cameo 2.4.0.', isError: false },
  { type: 'ui', toolCallId: 'call_release', ui: { kind: 'widget', label: 'Open release checklist', widget: 'release-checklist' } },
];

const meta = {
  title: 'Preview helpers/withCameo',
  render: () => <Transcript />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the transcript's launcher and returns the checklist dialog. */
async function openChecklist(canvasElement: HTMLElement) {
  const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
  await userEvent.click(within(log).getByRole('button', { name: 'Open release checklist' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Release checklist' });
  return within(dialog);
}

/** The launcher sent no snapshot: the default memory transport renders, and serves the action. */
export const InTranscript: Story = {
  decorators: [withCameo({ widgets: [releaseChecklistView], serverWidgets: () => [releaseChecklistServer()], transcript })],
  play: async ({ canvasElement }) => {
    const inDialog = await openChecklist(canvasElement);
    await expect(await inDialog.findByText('2 of 4 checks left', { exact: false })).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Mark done: Update the changelog' }));
    // The action ran on the server half, and the transport pushed the new state back.
    await expect(await inDialog.findByText('1 of 4 checks left', { exact: false })).toBeVisible();
    await expect(inDialog.queryByRole('button', { name: 'Mark done: Update the changelog' })).not.toBeInTheDocument();
  },
};

/** A transport made in a loader reaches both the decorator and `play`, which pushes through it. */
export const PushFromPlay: Story = {
  loaders: [() => ({ transport: createMemoryTransport({ widgets: [releaseChecklistServer(release)] }) })],
  decorators: [withCameo({ widgets: [releaseChecklistView], transport: ({ loaded }) => loaded.transport, transcript })],
  play: async ({ canvasElement, loaded }) => {
    const transport = loaded.transport as MemoryTransport;
    const inDialog = await openChecklist(canvasElement);
    await expect(await inDialog.findByText('2 of 4 checks left', { exact: false })).toBeVisible();
    await waitFor(() => expect(transport.subscriberCount('release-checklist')).toBe(1));
    transport.push('release-checklist', shipped);
    await expect(await inDialog.findByText('Ready to ship', { exact: false })).toBeVisible();
    await expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
  },
};
