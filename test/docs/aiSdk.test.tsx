// Runs docs/ai-sdk.md's examples: the page (examples/AISDKChat.tsx) on the real useChat, whose
// requests go in-process to the route (examples/aiSdkRoute.ts) running the real streamText with
// the SDK's mock model; and the non-Cameo tool (examples/aiSdkNativeTool.ts).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUIMessageStream, readUIMessageStream, stepCountIs, streamText, type UIMessage } from 'ai';
import { fromUIMessages } from 'cameo-ui/ai-sdk';
import { callTool, reply, scriptedModel } from '../ai-sdk/server/aiSdkHarness';
import { AISDKChat } from './examples/AISDKChat';
import { weatherTool } from './examples/aiSdkNativeTool';
import { createChatRoute } from './examples/aiSdkRoute';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every prompt the model was given, as text: the UI must never be in it. */
const promptsOf = (model: ReturnType<typeof scriptedModel>) => JSON.stringify(model.doStreamCalls.map((call) => call.prompt));

function serve(model: ReturnType<typeof scriptedModel>) {
  const route = createChatRoute(model, 'test-approval-secret');
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => route(new Request(new URL(String(input), 'http://app.test'), init))));
}

describe('docs/ai-sdk.md: the chat page and its route', () => {
  it('streams a markdown reply, a launcher that opens its widget from the snapshot, and keeps the UI from the model', async () => {
    const user = userEvent.setup();
    const model = scriptedModel([callTool('c1', 'show_sales', { quarter: 'Q3' }), reply('North **leads** in Q3.')]);
    serve(model);
    render(<AISDKChat />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How did Q3 go?{Enter}');
    const bold = await screen.findByText('leads');
    expect(bold.tagName).toBe('STRONG');
    expect(screen.queryByText(/\*\*/)).toBeNull();
    expect(screen.getByRole('button', { name: 'show_sales Done' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Q3 sales chart' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'Q3 revenue' })).toHaveTextContent('North: 120');

    expect(promptsOf(model)).toContain('Q3: North 120, South 80.');
    expect(promptsOf(model)).not.toMatch(/Open Q3 sales chart|sales-chart|cameo-ui/);
  });

  it('asks before a needsApproval tool runs, and runs it after Approve', async () => {
    const user = userEvent.setup();
    const model = scriptedModel([callTool('r1', 'refund_order', { order: 'A-17' }), reply('Refund **done**.')]);
    serve(model);
    render(<AISDKChat />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Refund A-17{Enter}');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(model.doStreamCalls).toHaveLength(1);
    await user.click(approve);

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'refund_order Done' })).toBeInTheDocument();
    expect(promptsOf(model)).toContain('Refunded A-17.');
  });
});

describe('docs/ai-sdk.md: UI from a tool that is not a Cameo tool', () => {
  it('writes the data part Cameo reads as a launcher, and the model gets only the text', async () => {
    const model = scriptedModel([callTool('w1', 'weather', { city: 'Lisbon' }), reply('Sunny.')]);
    const stream = createUIMessageStream<UIMessage>({
      execute: ({ writer }) => {
        const result = streamText({ model, prompt: 'Weather in Lisbon?', tools: { weather: weatherTool(writer) }, stopWhen: stepCountIs(3) });
        writer.merge(result.toUIMessageStream());
      },
    });
    let last: UIMessage | undefined;
    await act(async () => {
      for await (const message of readUIMessageStream({ stream })) last = message;
    });

    const entries = fromUIMessages(last ? [last] : []);
    expect(entries).toContainEqual({
      type: 'ui',
      toolCallId: 'w1',
      ui: { kind: 'widget', label: 'Open Lisbon weather', widget: 'weather', data: { city: 'Lisbon', celsius: 21 } },
    });
    expect(promptsOf(model)).toContain('Lisbon: 21 °C, clear.');
    expect(promptsOf(model)).not.toContain('Open Lisbon weather');
  });
});
