// Whose decision a card shows, over useChat's messages: only the person's click (or the thread
// as first read) is theirs; the stream's own answer is the agent's, and never beats their Deny.
import type { UIMessage } from 'ai';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript } from '../../../src';
import { useCameoChat, type CameoChat } from '../../../src/ai-sdk';
import { testQueryClient } from '../../helpers/renderCameo';

const queryClient = testQueryClient();

function Page({ chat }: { chat: CameoChat }) {
  const { client } = useCameoChat(chat, { queryClient });
  return (
    <CameoProvider client={client}>
      <Transcript />
    </CameoProvider>
  );
}

const user = (id: string): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text: 'Refund A-17' }] });
type Refund = { state: string; approval?: Record<string, unknown>; output?: string };
const refund = (id: string, toolCallId: string, part: Refund): UIMessage =>
  ({ id, role: 'assistant', parts: [{ type: 'tool-refund_order', toolCallId, input: { order: 'A-17' }, ...part }] }) as UIMessage;

function chatOf(messages: UIMessage[]) {
  const addToolApprovalResponse = vi.fn();
  const setMessages = vi.fn();
  const chat = (next: UIMessage[]): CameoChat => ({ messages: next, status: 'ready', sendMessage: vi.fn(), stop: vi.fn(), addToolApprovalResponse, setMessages });
  const view = render(<Page chat={chat(messages)} />);
  return { addToolApprovalResponse, setMessages, update: (next: UIMessage[]) => view.rerender(<Page chat={chat(next)} />) };
}

const card = () => screen.getByRole('button', { name: /^refund_order / });

describe('useCameoChat: whose approval it is', () => {
  it('the stream’s own approval shows as the agent’s, is not sent as the person’s, and their Deny still goes out', async () => {
    const clicks = userEvent.setup();
    const asked = refund('a1', 'r1', { state: 'approval-requested', approval: { id: 'ap1' } });
    const { addToolApprovalResponse, setMessages, update } = chatOf([user('u1'), asked]);
    update([user('u1'), refund('a1', 'r1', { state: 'approval-responded', approval: { id: 'ap1', approved: true } })]);

    expect(screen.getByText('Approved by the agent, not by you')).toBeVisible();
    expect(screen.queryByText('Approved')).toBeNull();
    expect(card()).toHaveAccessibleName('refund_order Awaiting approval');
    expect(addToolApprovalResponse).not.toHaveBeenCalled();

    await clicks.click(within(screen.getByRole('group', { name: 'Allow refund_order to run?' })).getByRole('button', { name: 'Deny' }));
    // The SDK has no question left to answer, so the Deny replaces the stream's answer.
    expect(addToolApprovalResponse).not.toHaveBeenCalled();
    expect(setMessages).toHaveBeenCalledWith([user('u1'), refund('a1', 'r1', { state: 'approval-responded', approval: { id: 'ap1', approved: false } })]);
    expect(card()).toHaveAccessibleName('refund_order Denied');
  });

  it('a later stream approval never overwrites the person’s Deny', async () => {
    const clicks = userEvent.setup();
    const { addToolApprovalResponse, update } = chatOf([user('u1'), refund('a1', 'r1', { state: 'approval-requested', approval: { id: 'ap1' } })]);
    await clicks.click(screen.getByRole('button', { name: 'Deny' }));
    expect(addToolApprovalResponse).toHaveBeenCalledWith({ id: 'ap1', approved: false });
    update([user('u1'), refund('a1', 'r1', { state: 'approval-responded', approval: { id: 'ap1', approved: false } })]);
    update([user('u1'), refund('a1', 'r1', { state: 'approval-responded', approval: { id: 'ap1', approved: true } })]);

    expect(card()).toHaveAccessibleName('refund_order Denied');
    expect(screen.queryByText(/Approved/)).toBeNull();
  });

  it('a new turn that reuses a call id asks again, and Approve sends that turn’s approval', async () => {
    const clicks = userEvent.setup();
    const done = refund('a1', 'r1', { state: 'output-available', approval: { id: 'ap1', approved: true }, output: 'Refunded A-17.' });
    const { addToolApprovalResponse } = chatOf([user('u1'), done, user('u2'), refund('a2', 'r1', { state: 'approval-requested', approval: { id: 'ap2' } })]);

    await clicks.click(screen.getByRole('button', { name: 'Approve' }));
    expect(addToolApprovalResponse).toHaveBeenCalledWith({ id: 'ap2', approved: true });
  });

  it('a thread as first read keeps its recorded decisions as the person’s, and the SDK’s automatic one as the agent’s', () => {
    chatOf([
      user('u1'),
      refund('a1', 'r1', { state: 'output-available', approval: { id: 'ap1', approved: true }, output: 'Refunded A-17.' }),
      user('u2'),
      refund('a2', 'r2', { state: 'output-available', approval: { id: 'ap2', approved: true, isAutomatic: true }, output: 'Refunded A-18.' }),
    ]);
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.querySelector('[data-slot="tool-card"]'));
    expect(first).toHaveTextContent('Approved');
    expect(first).not.toHaveTextContent('by the agent');
    expect(second).toHaveTextContent('Approved by the agent, not by you');
  });
});
