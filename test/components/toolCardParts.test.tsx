import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, type ToolCallEntry, type ToolResultEntry } from '../../src';
import { defaultComponents, TranscriptPrimitive } from '../../src/primitives';
import { renderCameo } from '../helpers/renderCameo';

// theming.md: `components={{ToolCall, ToolResult}}` changes how calls look. Inside a card the
// replaced ToolCall draws the arguments and the replaced ToolResult the result; without them the
// card keeps its own parts.

const MyCall = ({ entry }: { entry: ToolCallEntry }) => <p data-testid="my-call">Asked {JSON.stringify(entry.args)}</p>;
const MyResult = ({ entry }: { entry: ToolResultEntry }) => (
  <p data-testid="my-result">{entry.isError ? 'Broke' : 'Got'}: {entry.content}</p>
);

const done = [
  { type: 'tool_call', id: 'c1', name: 'lookup', args: { q: 'oslo' } },
  { type: 'tool_result', toolCallId: 'c1', content: 'found', isError: false },
];

describe('replacing ToolCall and ToolResult changes how a card shows its call', () => {
  it('draws the arguments and the result with the app’s parts when the card opens', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript components={{ ToolCall: MyCall, ToolResult: MyResult }} />, { transcript: done });
    await user.click(screen.getByRole('button', { name: /lookup/ }));
    const card = screen.getByRole('listitem');
    expect(within(card).getByTestId('my-call')).toHaveTextContent('Asked {"q":"oslo"}');
    expect(within(card).getByTestId('my-result')).toHaveTextContent('Got: found');
    expect(card.querySelector('[data-slot="tool-card-args"]')).toBeNull();
    expect(card.querySelector('[data-slot="tool-card-result"]')).toBeNull();
  });

  it('uses the replaced ToolCall for what an approval asks about, and ToolResult for a closed card’s error', () => {
    renderCameo(<Transcript components={{ ToolCall: MyCall, ToolResult: MyResult }} />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'deploy', args: { version: '2.4.1' }, approval: 'required' },
        { type: 'tool_call', id: 'c2', name: 'lookup', args: {} },
        { type: 'tool_result', toolCallId: 'c2', content: 'unreachable', isError: true },
      ],
    });
    const [asking, failed] = screen.getAllByRole('listitem');
    expect(within(asking!).getByTestId('my-call')).toHaveTextContent('Asked {"version":"2.4.1"}');
    expect(within(failed!).getByTestId('my-result')).toHaveTextContent('Broke: unreachable');
  });

  it('keeps the card’s own parts when only one is replaced, or none', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript components={{ ToolResult: MyResult }} />, { transcript: done });
    await user.click(screen.getByRole('button', { name: /lookup/ }));
    const card = screen.getByRole('listitem');
    expect(card.querySelector('[data-slot="tool-card-args"]')).toHaveTextContent('oslo');
    expect(within(card).getByTestId('my-result')).toBeInTheDocument();
  });

  it('works the same in a transcript built from the headless parts', async () => {
    const user = userEvent.setup();
    renderCameo(
      <TranscriptPrimitive.Root>
        <TranscriptPrimitive.List components={{ ...defaultComponents, ToolCall: MyCall }} />
      </TranscriptPrimitive.Root>,
      { transcript: done },
    );
    await user.click(screen.getByRole('button', { name: /lookup/ }));
    expect(screen.getByTestId('my-call')).toHaveTextContent('Asked {"q":"oslo"}');
    expect(screen.getByText('found')).toBeInTheDocument();
  });
});
