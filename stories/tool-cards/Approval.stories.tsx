import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CameoProvider, Transcript, type ToolApprovalDecision } from '../../src';
import { storyQueryClient } from '../fixtures/CameoStory';
import { withCameoTheme } from '../fixtures/theme';

interface ApprovalStoryArgs {
  /** Wire-format transcript JSON: a call with `approval: 'required'`, maybe its `tool_approval`. */
  transcript: unknown;
  /** What the app hears when the human decides. */
  onToolApproval: (decision: ToolApprovalDecision) => void;
}

const deleteCall = {
  type: 'tool_call',
  id: 'c1',
  name: 'delete_files',
  args: { path: '/tmp/cache', recursive: true },
  approval: 'required',
};

function ApprovalChat({ transcript, onToolApproval }: ApprovalStoryArgs) {
  const [queryClient] = useState(storyQueryClient);
  return (
    <CameoProvider transcript={transcript} queryClient={queryClient} onToolApproval={onToolApproval}>
      <Transcript />
    </CameoProvider>
  );
}

const meta = {
  title: 'Tool cards/Approval',
  component: ApprovalChat,
  tags: ['autodocs'],
  argTypes: {
    transcript: { control: 'object', description: 'A call with approval: "required", and its tool_approval once answered' },
  },
  decorators: [withCameoTheme],
  args: {
    transcript: [{ type: 'user', text: 'Clear the cache, please.' }, deleteCall],
    onToolApproval: fn(),
  },
  render: (args) => <ApprovalChat key={JSON.stringify(args.transcript) ?? ''} {...args} />,
} satisfies Meta<ApprovalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: what will run, with Approve and Deny. Ends on the pending state. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByRole('group', { name: 'Allow delete_files to run?' });
    await expect(question).toHaveTextContent('/tmp/cache');
    await expect(within(question).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(within(question).getByRole('button', { name: 'Deny' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'delete_files Awaiting approval' })).toBeVisible();
  },
};

/** The same question on the dark theme. */
export const PendingDark: Story = {
  globals: { backgrounds: { value: 'dark' } },
};

/** Approved by keyboard: the app hears it, the card runs, focus stays on the card. */
export const ApprovedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /^delete_files/ });
    trigger.focus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: true });
    await waitFor(() => expect(trigger).toHaveAccessibleName('delete_files Running'));
    await expect(trigger).toHaveFocus();
  },
};

/** Denied: the card says so and never asks again. */
export const Denied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: false });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'delete_files Denied' })).toHaveFocus());
    await expect(canvas.queryByRole('group', { name: /^Allow/ })).not.toBeInTheDocument();
  },
};

/** A transcript saved after the answer: reloaded, it does not ask again. */
export const AnsweredBeforeReload: Story = {
  args: {
    transcript: [deleteCall, { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'Not today' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: /^Allow/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Not today')).toBeVisible();
  },
};
