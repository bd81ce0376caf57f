// Issue 22 §1, "only the person's decision is sent as theirs", on the real useChat: with
// `continueAfterApproval` the thread goes back once the person has answered, and an answer the
// stream gave on its own neither sends it nor survives the person's Deny.
import { Chat, useChat } from '@ai-sdk/react';
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessage, type UIMessageChunk } from 'ai';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Composer, Transcript } from '../../../src';
import { useCameoChat } from '../../../src/ai-sdk';
import { inProcessTransport } from '../server/aiSdkHarness';
import { testQueryClient } from '../../helpers/renderCameo';

/**
 * A backend that plays one list of UI message chunks per request, and keeps every request. As a
 * route does, it first settles each answered approval of the last message: the call runs
 * (approved) or is refused (denied).
 */
function backend(turns: UIMessageChunk[][]) {
  const requests: UIMessage[][] = [];
  const route = async (request: Request) => {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    requests.push(messages);
    const answered = (messages.at(-1)?.parts ?? []).flatMap((part) => {
      const call = part as { state?: string; toolCallId?: string; approval?: { approved?: boolean } };
      if (call.state !== 'approval-responded' || call.toolCallId === undefined) return [];
      return [
        call.approval?.approved
          ? { type: 'tool-output-available' as const, toolCallId: call.toolCallId, output: 'Refunded.' }
          : { type: 'tool-output-denied' as const, toolCallId: call.toolCallId },
      ];
    });
    const chunks = [...answered, ...(turns[requests.length - 1] ?? text('No more turns.'))];
    const stream = createUIMessageStream<UIMessage>({
      originalMessages: messages,
      execute: ({ writer }) => chunks.forEach((chunk) => writer.write(chunk)),
    });
    return createUIMessageStreamResponse({ stream });
  };
  return { requests, transport: inProcessTransport(route) };
}

const text = (words: string): UIMessageChunk[] => [
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: words },
  { type: 'text-end', id: 't' },
];

const asks = (toolCallId: string, approvalId: string, order: string): UIMessageChunk[] => [
  { type: 'tool-input-available', toolCallId, toolName: 'refund_order', input: { order } },
  { type: 'tool-approval-request', approvalId, toolCallId },
];

function ChatPage({ chat }: { chat: Chat<UIMessage> }) {
  const { client, composer } = useCameoChat(useChat({ chat }), { continueAfterApproval: true, queryClient: testQueryClient() });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

/** What a request said about approval `id`: the approval object of the part that holds it. */
function approvalIn(messages: UIMessage[] | undefined, id: string): unknown {
  for (const message of messages ?? []) {
    for (const part of message.parts as { approval?: { id?: string } }[]) if (part.approval?.id === id) return part.approval;
  }
  return undefined;
}

async function ask(words: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), `${words}{Enter}`);
}

const question = (name: string) => screen.findByRole('group', { name });

describe('useCameoChat continueAfterApproval, on the real useChat', () => {
  it('sends the thread back once, with the person’s Approve, and the turn goes on', async () => {
    const { requests, transport } = backend([asks('r1', 'ap1', 'A-17'), text('Refunded A-17.')]);
    render(<ChatPage chat={new Chat<UIMessage>({ transport })} />);

    await ask('Refund A-17');
    await userEvent.click(within(await question('Allow refund_order to run?')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Refunded A-17.')).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(approvalIn(requests[1], 'ap1')).toMatchObject({ approved: true });
  });

  it('waits for every approval of the step, then sends both of the person’s answers in one request', async () => {
    const { requests, transport } = backend([[...asks('r1', 'ap1', 'A-17'), ...asks('r2', 'ap2', 'A-18')], text('One refunded, one not.')]);
    render(<ChatPage chat={new Chat<UIMessage>({ transport })} />);

    await ask('Refund A-17 and A-18');
    await screen.findAllByRole('group', { name: 'Allow refund_order to run?' });
    const [first] = screen.getAllByRole('group', { name: 'Allow refund_order to run?' });
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Allow refund_order to run?' })).toHaveLength(1));
    await userEvent.click(within(screen.getByRole('group', { name: 'Allow refund_order to run?' })).getByRole('button', { name: 'Deny' }));

    expect(await screen.findByText('One refunded, one not.')).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(approvalIn(requests[1], 'ap1')).toMatchObject({ approved: true });
    expect(approvalIn(requests[1], 'ap2')).toMatchObject({ approved: false });
  });

  it('an answer the stream gave on its own sends nothing, and the person’s Deny replaces it in what is sent', async () => {
    const ownAnswer: UIMessageChunk = { type: 'tool-approval-response', approvalId: 'ap1', approved: true };
    const { requests, transport } = backend([[...asks('r1', 'ap1', 'A-17'), ownAnswer], text('Not refunded, as you said.')]);
    render(<ChatPage chat={new Chat<UIMessage>({ transport })} />);

    await ask('Refund A-17');
    expect(await screen.findByText('Approved by the agent, not by you')).toBeVisible();
    await userEvent.click(within(screen.getByRole('group', { name: 'Allow refund_order to run?' })).getByRole('button', { name: 'Deny' }));

    expect(await screen.findByText('Not refunded, as you said.')).toBeVisible();
    // Had the stream's own answer been sent on its own, request 2 would say approved: true.
    expect(requests).toHaveLength(2);
    expect(approvalIn(requests[1], 'ap1')).toMatchObject({ approved: false });
    expect(approvalIn(requests[1], 'ap1')).not.toHaveProperty('isAutomatic');
  });
});
