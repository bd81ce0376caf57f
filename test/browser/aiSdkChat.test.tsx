/**
 * The whole AI SDK path in Chromium: the real `useChat` (@ai-sdk/react) over a
 * `DefaultChatTransport` whose fetch answers in the page with the route an app would write
 * (`createUIMessageStream` + the real `streamText` on a scripted `MockLanguageModelV4` +
 * `toAISDKTools`), drawn by `useCameoChat` into Cameo's Transcript and Composer.
 */
import { useChat } from '@ai-sdk/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Composer, Transcript, defineWidget, type WidgetProps } from '../../src';
import { defineTool, ok } from '../../src/agent';
import { useCameoChat } from '../../src/ai-sdk';
import { callTool, chatRoute, inProcessTransport, reply, scriptedModel } from '../ai-sdk/server/aiSdkHarness';

interface BoardData {
  team: string;
  cards: string[];
}

function Board({ data }: WidgetProps<BoardData>) {
  return (
    <ul aria-label={`${data.team} board`}>
      {data.cards.map((card) => (
        <li key={card}>{card}</li>
      ))}
    </ul>
  );
}

function setup() {
  // The board tool waits until the test lets it finish, so its card is seen running first.
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const showBoard = defineTool({
    name: 'show_board',
    description: 'Shows a team board',
    parameters: { type: 'object', properties: { team: { type: 'string' } }, required: ['team'] },
    execute: async (_agentId, _callId, args) => {
      await gate;
      return ok(`The ${args.team} board has 2 cards.`, {
        kind: 'widget',
        label: 'Open the core board',
        widget: 'kanban-widget',
        data: { team: args.team, cards: ['Card Alpha', 'Card Beta'] },
      });
    },
  });
  const deployed = vi.fn((_agentId: string, _callId: string, args: { version: string }) => `Deployed ${args.version}.`);
  const deploy = defineTool({
    name: 'deploy',
    description: 'Deploys a release',
    parameters: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'] },
    needsApproval: true,
    execute: deployed,
  });
  const model = scriptedModel([
    callTool('c1', 'show_board', { team: 'core' }),
    reply('Here is the **core** board:\n\n', '- Fix login\n', '- Ship 2.1\n'),
    callTool('d1', 'deploy', { version: '2.1' }),
    reply('Release **2.1** is out.'),
  ]);
  const route = chatRoute({ model, tools: [showBoard, deploy] });
  const requests = vi.fn(route);
  // Opening a launcher must not fetch its data: a spy that fails the test if it is asked.
  const renderBoard = vi.fn((): BoardData => ({ team: 'fetched', cards: [] }));
  const widgets = [defineWidget<BoardData>({ id: 'kanban-widget', component: Board, render: renderBoard })];

  function Chat() {
    const chat = useChat({ transport: inProcessTransport(requests) });
    const { client, composer } = useCameoChat(chat, { widgets, continueAfterApproval: true });
    return (
      <CameoProvider client={client}>
        <Transcript style={{ height: 600 }} />
        <Composer {...composer} />
      </CameoProvider>
    );
  }
  render(<Chat />);
  return { openGate, deployed, model, requests, renderBoard };
}

// Each wait below spans a streamed request through the real SDK; a loaded machine can take
// longer than testing-library's 1 s default.
const patiently = { timeout: 10_000 };

const cardOf = (trigger: HTMLElement) => trigger.closest<HTMLElement>('[data-slot="tool-card"]')!;

async function send(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard(`${text}{Enter}`);
}

describe('useChat over streamText with Cameo tools, in Chromium', () => {
  it('streams a turn: a running card that completes, a markdown reply, a launcher that opens from its snapshot; an approval by keyboard', async () => {
    const { openGate, deployed, model, requests, renderBoard } = setup();

    await send('Show me the core board');
    const boardCall = await screen.findByRole('button', { name: /^show_board / }, patiently);
    expect(cardOf(boardCall)).toHaveAttribute('data-state', 'running');
    openGate();
    await waitFor(() => expect(cardOf(boardCall)).toHaveAttribute('data-state', 'complete'), patiently);

    // The reply is markdown, drawn as such.
    const bold = await screen.findByText('core', { selector: 'strong' }, patiently);
    const reply = bold.closest<HTMLElement>('[data-slot="message"]') ?? bold.parentElement!;
    expect(within(reply).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fix login', 'Ship 2.1']);
    expect(reply.textContent).not.toContain('**');
    expect(reply.textContent).not.toMatch(/^- /m);

    // The launcher opens the widget from the snapshot the tool sent: no render, no request.
    expect(requests).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open the core board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the core board' });
    expect(within(dialog).getByRole('list', { name: 'core board' })).toHaveTextContent('Card AlphaCard Beta');
    expect(renderBoard).not.toHaveBeenCalled();
    expect(requests).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A tool that needs approval asks; the human approves by keyboard, and then it runs.
    await send('Deploy 2.1');
    const question = await screen.findByRole('group', { name: 'Allow deploy to run?' }, patiently);
    expect(deployed).not.toHaveBeenCalled();
    const deployCall = screen.getByRole('button', { name: /^deploy / });
    expect(cardOf(deployCall)).toHaveAttribute('data-state', 'pending');
    deployCall.focus();
    await userEvent.keyboard('{Tab}');
    expect(within(question).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardOf(deployCall)).toHaveAttribute('data-state', 'complete'), patiently);
    expect(deployed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('2.1', { selector: 'strong' }, patiently)).toBeVisible();
    expect(requests).toHaveBeenCalledTimes(3);

    // Everything the model was ever sent: the tools' text, never their UI.
    expect(model.doStreamCalls).toHaveLength(4);
    const prompts = JSON.stringify(model.doStreamCalls.map((call) => call.prompt));
    expect(prompts).toContain('The core board has 2 cards.');
    expect(prompts).toContain('Deployed 2.1.');
    for (const trace of ['cameo-ui', 'Open the core board', 'kanban-widget', 'Card Alpha']) expect(prompts).not.toContain(trace);
  });
});
