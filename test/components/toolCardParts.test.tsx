import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript } from '../../src';
import { defaultComponents, ToolCardPrimitive, TranscriptPrimitive, useToolCard, type ToolCardGroup, type TranscriptComponents } from '../../src/primitives';
import { renderCameo } from '../helpers/renderCameo';

// One concept for a tool call: `components.ToolCard` is the one override. It draws a call with
// its status, arguments, result and UI, and a result that has no call; rebuilt from
// `ToolCardPrimitive`, it changes how any of them look.

function MyCard({ group }: { group: ToolCardGroup }) {
  return (
    <ToolCardPrimitive.Root group={group} data-testid="my-card">
      <MyBody />
    </ToolCardPrimitive.Root>
  );
}

function MyBody() {
  const { call, result } = useToolCard();
  return (
    <>
      {call ? <p data-testid="my-call">Asked {JSON.stringify(call.args)}</p> : null}
      {result ? <p data-testid="my-result">{result.isError ? 'Broke' : 'Got'}: {result.content}</p> : null}
    </>
  );
}

const done = [
  { type: 'tool_call', id: 'c1', name: 'lookup', args: { q: 'oslo' } },
  { type: 'tool_result', toolCallId: 'c1', content: 'found', isError: false },
];

describe('a tool call has one override: components.ToolCard', () => {
  it('draws the call’s arguments and result with the app’s card', () => {
    renderCameo(<Transcript components={{ ToolCard: MyCard }} />, { transcript: done });
    const card = screen.getByTestId('my-card');
    expect(card).toHaveAttribute('data-state', 'complete');
    expect(within(card).getByTestId('my-call')).toHaveTextContent('Asked {"q":"oslo"}');
    expect(within(card).getByTestId('my-result')).toHaveTextContent('Got: found');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('draws a result with no call before it with the same card, without a call', () => {
    renderCameo(<Transcript components={{ ToolCard: MyCard }} />, {
      transcript: [{ type: 'tool_result', toolCallId: 'gone', content: 'unreachable', isError: true }],
    });
    const card = screen.getByTestId('my-card');
    expect(card).toHaveAttribute('data-state', 'error');
    expect(within(card).queryByTestId('my-call')).toBeNull();
    expect(within(card).getByTestId('my-result')).toHaveTextContent('Broke: unreachable');
  });

  it('has no separate ToolCall or ToolResult part to replace', () => {
    const keys: Array<keyof TranscriptComponents> = ['Message', 'Reasoning', 'ToolCard', 'Note', 'Launcher', 'EntryError', 'TurnHeader', 'Markdown'];
    // @ts-expect-error the call and its result are drawn by ToolCard alone
    const call: keyof TranscriptComponents = 'ToolCall';
    expect(keys).not.toContain(call);
    expect(Object.keys(defaultComponents)).not.toContain('ToolResult');
  });

  it('in the headless transcript, an orphan result is a card named for what it is, open at once', async () => {
    const user = userEvent.setup();
    renderCameo(
      <TranscriptPrimitive.Root>
        <TranscriptPrimitive.List components={defaultComponents} />
      </TranscriptPrimitive.Root>,
      { transcript: [...done, { type: 'tool_result', toolCallId: 'gone', content: 'late answer', isError: false }] },
    );
    const trigger = screen.getByRole('button', { name: /Tool result/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('late answer')).toBeVisible();
    // The call's own card stays closed until asked.
    const lookup = screen.getByRole('button', { name: /lookup/ });
    expect(lookup).toHaveAttribute('aria-expanded', 'false');
    await user.click(lookup);
    expect(screen.getByText('found')).toBeVisible();
  });
});
