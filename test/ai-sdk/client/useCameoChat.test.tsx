import { Chat, useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from 'ai';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { CameoProvider, Composer, Transcript, createCameoClient, defineWidget, useWidgetAction, type CameoClient, type WidgetDefinition } from '../../../src';
import { defineTool, ok } from '../../../src/agent';
import { useCameoChat, type UseCameoChatOptions } from '../../../src/ai-sdk';
import { callTool, chatRoute, inProcessTransport, reply, scriptedModel, type ModelChunk } from '../server/aiSdkHarness';
import { deferred, testQueryClient } from '../../helpers/renderCameo';

afterEach(() => {
  vi.restoreAllMocks();
});

const lookupGate = () => deferred<void>();

function tools(gate: ReturnType<typeof lookupGate>) {
  return [
    defineTool({
      name: 'lookup',
      description: 'Looks up a quarter',
      parameters: { type: 'object', properties: { quarter: { type: 'string' } } },
      execute: async (_agent, _call, args) => {
        await gate.promise;
        return ok(`${String((args as { quarter?: string }).quarter)} revenue 42`);
      },
    }),
    defineTool({ name: 'deploy', description: 'Deploys', parameters: { type: 'object' }, needsApproval: true, execute: () => ok('deployed') }),
  ];
}

/** A whole chat as an app writes it: the real useChat over a route running the real streamText. */
function ChatPage({ chat, options }: { chat: Chat<UIMessage>; options?: UseCameoChatOptions }) {
  const { client, composer } = useCameoChat(useChat({ chat }), options);
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

function chatOver(steps: ModelChunk[][], gate = lookupGate(), messages: UIMessage[] = []) {
  const transport = inProcessTransport(chatRoute({ model: scriptedModel(steps), tools: tools(gate) }));
  return new Chat<UIMessage>({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses });
}

const cardOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

describe('useCameoChat with the real useChat', () => {
  it('sends from the composer, shows a running card that completes, and the markdown reply', async () => {
    const user = userEvent.setup();
    const gate = lookupGate();
    const chat = chatOver([callTool('c1', 'lookup', { quarter: 'Q3' }), reply('Revenue grew ', '**12%**', ' in Q3.')], gate);
    render(<ChatPage chat={chat} options={{ queryClient: testQueryClient() }} />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How did Q3 go?{Enter}');
    expect(await screen.findByText('How did Q3 go?')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'lookup Running' })).toBeInTheDocument();
    // The turn is running: the composer offers Stop.
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await act(async () => gate.resolve());
    expect(await screen.findByRole('button', { name: 'lookup Done' })).toBeInTheDocument();
    const bold = await screen.findByText('12%');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('p')).toHaveTextContent('Revenue grew 12% in Q3.');
    expect(screen.queryByText(/\*\*/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
  });

  it('answers an approval by keyboard through addToolApprovalResponse, then the next turn runs the tool', async () => {
    const user = userEvent.setup();
    const chat = chatOver([callTool('d1', 'deploy', { env: 'prod' }), reply('Deployed to **prod**.')]);
    const respond = vi.spyOn(chat, 'addToolApprovalResponse');
    const { container } = render(<ChatPage chat={chat} options={{ queryClient: testQueryClient() }} />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Ship it{Enter}');
    const question = await screen.findByRole('group', { name: 'Allow deploy to run?' });
    expect(cardOf('deploy')).toHaveAccessibleName('deploy Awaiting approval');
    within(question).getByRole('button', { name: 'Approve' }).focus();
    await user.keyboard('{Enter}');

    expect(respond).toHaveBeenCalledTimes(1);
    expect(respond).toHaveBeenCalledWith({ id: expect.any(String), approved: true });
    const deployPart = () => chat.messages.at(-1)?.parts.find((part) => part.type === 'tool-deploy') as { state: string } | undefined;
    // The answer reached the chat's message, and the automatic next turn ran the tool.
    await waitFor(() => expect(deployPart()?.state).toBe('output-available'));
    expect(await screen.findByRole('button', { name: 'deploy Done' })).toBeInTheDocument();
    expect((await screen.findByText('prod')).tagName).toBe('STRONG');
    // One decision row, the one the click appended, folded into the card.
    expect(container.querySelectorAll('[data-kind="tool_approval"]')).toHaveLength(0);
    expect(screen.getAllByText('Approved')).toHaveLength(1);
  });

  it('paints a saved thread in the first render, in StrictMode too', () => {
    const saved: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Show the board' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'step-start' },
          { type: 'tool-show_board', toolCallId: 'b1', state: 'output-available', input: {}, output: 'The board has 3 cards.' },
          { type: 'data-cameo-ui', id: 'cameo-ui-b1', data: { toolCallId: 'b1', ui: { kind: 'widget', label: 'Open the board', widget: 'board' } } },
          { type: 'text', text: 'Here is *the* board.' },
        ],
      },
    ];
    render(
      <StrictMode>
        <ChatPage chat={chatOver([], lookupGate(), saved)} options={{ queryClient: testQueryClient() }} />
      </StrictMode>,
    );
    expect(screen.getByText('Show the board')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'show_board Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open the board/ })).toBeInTheDocument();
    expect(screen.getByText('the').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('draws into a given client, and on unmount stops answering the chat and puts onToolApproval back', () => {
    const asked: UIMessage[] = [
      { id: 'a1', role: 'assistant', parts: [{ type: 'tool-deploy', toolCallId: 'd1', state: 'approval-requested', input: {}, approval: { id: 'ap1' } }] },
    ];
    const chat = chatOver([], lookupGate(), asked);
    const respond = vi.spyOn(chat, 'addToolApprovalResponse').mockImplementation(() => Promise.resolve());
    const appCallback = vi.fn();
    const client: CameoClient<WidgetDefinition> = createCameoClient({ queryClient: testQueryClient() });
    const { unmount } = render(<ChatPage chat={chat} options={{ client, onToolApproval: appCallback }} />);
    expect(client.transcript.getState().keys).toHaveLength(1);

    unmount();
    client.decideToolCall({ toolCallId: 'd1', approved: false, reason: 'later' });
    expect(respond).not.toHaveBeenCalled();
    expect(appCallback).toHaveBeenCalledWith({ toolCallId: 'd1', approved: false, reason: 'later' });
  });

  it('while mounted, a decision made on the client goes to the chat, then to the app', () => {
    const asked: UIMessage[] = [
      { id: 'a1', role: 'assistant', parts: [{ type: 'tool-deploy', toolCallId: 'd1', state: 'approval-requested', input: {}, approval: { id: 'ap1' } }] },
    ];
    const chat = chatOver([], lookupGate(), asked);
    const respond = vi.spyOn(chat, 'addToolApprovalResponse').mockImplementation(() => Promise.resolve());
    const appCallback = vi.fn();
    const client = createCameoClient({ queryClient: testQueryClient() });
    render(<ChatPage chat={chat} options={{ client, onToolApproval: appCallback }} />);
    act(() => void client.decideToolCall({ toolCallId: 'd1', approved: false, reason: 'later' }));
    expect(respond).toHaveBeenCalledWith({ id: 'ap1', approved: false, reason: 'later' });
    expect(appCallback).toHaveBeenCalledTimes(1);
  });

  it('expires approvals the conversation moved on from: no Approve left, and the tool never runs', async () => {
    const user = userEvent.setup();
    const execute = vi.fn(() => ok('deployed'));
    const deploy = defineTool({ name: 'deploy', description: 'Deploys', parameters: { type: 'object' }, needsApproval: true, execute });
    const [begin, first, end] = callTool('d1', 'deploy', { env: 'prod' });
    const [, second] = callTool('d2', 'deploy', { env: 'eu' });
    const steps = [[begin, first, second, end], reply('Q3 was good.')] as ModelChunk[][];
    const transport = inProcessTransport(chatRoute({ model: scriptedModel(steps), tools: [deploy] }));
    const chat = new Chat<UIMessage>({ transport, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses });
    // The SDK itself fails the next turn's prompt (MissingToolResultsError: the calls have no
    // results); that is the route's to handle, and its report is kept out of the test output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatPage chat={chat} options={{ queryClient: testQueryClient() }} />);
    const composer = screen.getByRole('textbox', { name: 'Message' });

    await user.type(composer, 'Deploy both{Enter}');
    const [question] = await screen.findAllByRole('group', { name: 'Allow deploy to run?' });
    expect(screen.getAllByRole('group', { name: 'Allow deploy to run?' })).toHaveLength(2);
    // One of two answered: the SDK waits for the other, and the human types on instead.
    await user.click(within(question as HTMLElement).getByRole('button', { name: 'Approve' }));
    await user.type(composer, 'Never mind. How was Q3?{Enter}');

    expect(await screen.findByText('Never mind. How was Q3?')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'deploy Failed' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(chat.status === 'ready' || chat.status === 'error').toBe(true));
    expect(execute).not.toHaveBeenCalled();
  });

  it('keeps a widget action out of the chat: handleAction runs, no request, the messages unchanged', async () => {
    const user = userEvent.setup();
    const handleAction = vi.fn(() => 'marked');
    function Board() {
      const mark = useWidgetAction('mark');
      return (
        <button type="button" onClick={() => void mark.run({ card: 'a' })}>
          Mark Alpha done
        </button>
      );
    }
    const board = defineWidget({ id: 'board', component: Board, handleAction });
    const saved: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Show the board' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'tool-show_board', toolCallId: 'b1', state: 'output-available', input: {}, output: 'The board has 1 card.' },
          { type: 'data-cameo-ui', id: 'cameo-ui-b1', data: { toolCallId: 'b1', ui: { kind: 'widget', label: 'Open the board', widget: 'board', data: {} } } },
        ],
      },
    ];
    const route = vi.fn(chatRoute({ model: scriptedModel([]), tools: tools(lookupGate()) }));
    const chat = new Chat<UIMessage>({ transport: inProcessTransport(route), messages: saved });
    const before = chat.messages;
    const onAction = vi.fn();
    render(<ChatPage chat={chat} options={{ queryClient: testQueryClient(), widgets: [board], onAction }} />);

    await user.click(screen.getByRole('button', { name: /Open the board/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the board' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Alpha done' }));

    await waitFor(() => expect(onAction).toHaveBeenCalledTimes(1));
    expect(handleAction).toHaveBeenCalledWith('mark', { card: 'a' }, expect.objectContaining({ widget: 'board' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ widget: 'board', action: 'mark', result: { ok: true, value: 'marked' } }));
    expect(route).not.toHaveBeenCalled();
    expect(chat.messages).toBe(before);
    expect(chat.status).toBe('ready');
  });
});
