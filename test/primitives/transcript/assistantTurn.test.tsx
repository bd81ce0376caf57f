import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, type NewEntry } from '../../../src';
import { MessagePrimitive, TranscriptPrimitive, defaultComponents } from '../../../src/primitives';
import { assistantTurns } from '../../../src/primitives/transcript/assistantTurns';
import { turnText } from '../../../src/primitives/transcript/turnText';
import type { KeyedEntry } from '../../../src/core/protocol';

const turn: NewEntry[] = [
  { type: 'user', text: 'Any flights?' },
  { type: 'reasoning', text: 'The user wants flights.' },
  { type: 'assistant', text: 'Let me look.' },
  { type: 'tool_call', id: 'c1', name: 'search', args: {} },
  { type: 'tool_result', toolCallId: 'c1', content: '3', isError: false },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Searched 3 airlines' } },
  { type: 'assistant', text: 'Found 3.' },
  { type: 'user', text: 'Thanks' },
];

function HeadlessChat() {
  return (
    <TranscriptPrimitive.Root>
      <TranscriptPrimitive.List components={defaultComponents} />
    </TranscriptPrimitive.Root>
  );
}

describe('headless assistant turns', () => {
  it('mark each row of a turn with data-turn and draw the header, author and Copy once', async () => {
    const user = userEvent.setup();
    render(
      <CameoProvider transcript={turn}>
        <HeadlessChat />
      </CameoProvider>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['user', 'reasoning', 'assistant', 'tool_call', 'assistant', 'user']);
    expect(rows.map((row) => row.getAttribute('data-turn'))).toEqual([null, 'start', 'continue', 'continue', 'continue', null]);
    expect(rows.map((row) => row.hasAttribute('data-turn-end'))).toEqual([false, false, false, false, true, false]);
    // The turn opens with reasoning: its header row says who speaks, no message repeats it.
    expect(within(rows[1]!).getByText('Assistant').closest('[data-turn-header]')).not.toBeNull();
    expect(screen.getAllByText('Assistant')).toHaveLength(1);
    expect(rows[2]!.querySelector('[data-role="assistant"]')).toHaveAttribute('data-turn', 'continue');
    // The headless message draws no Copy; the part does, once per turn, on its last message.
    render(
      <CameoProvider transcript={turn}>
        <TranscriptPrimitive.Root>
          <TranscriptPrimitive.List
            components={{
              ...defaultComponents,
              Message: ({ entry }) => (
                <MessagePrimitive.Root entry={entry} data-testid="message">
                  <MessagePrimitive.Content />
                  {entry.type === 'assistant' && <MessagePrimitive.Copy />}
                </MessagePrimitive.Root>
              ),
            }}
          />
        </TranscriptPrimitive.Root>
      </CameoProvider>,
    );
    const copies = screen.getAllByRole('button', { name: 'Copy message' });
    expect(copies).toHaveLength(1);
    await user.click(copies[0]!);
    await expect(navigator.clipboard.readText()).resolves.toBe('Let me look.\n\nFound 3.');
  });
});

describe('assistantTurns', () => {
  const entries = new Map<string, KeyedEntry>([
    ['u', { key: 'u', type: 'user', text: 'q' }],
    ['a1', { key: 'a1', type: 'assistant', text: 'one' }],
    ['c', { key: 'c', type: 'tool_call', id: 'c', name: 'n', args: {} }],
    ['e', { key: 'e', type: 'error', message: 'broke' }],
    ['a2', { key: 'a2', type: 'assistant', text: 'two' }],
    ['a3', { key: 'a3', type: 'assistant', text: '' }],
  ]);
  const keys = [...entries.keys()];

  it('places rows by turn; a user message or an error ends one', () => {
    const turns = assistantTurns(keys, (key) => entries.get(key));
    expect(Object.fromEntries(turns)).toEqual({
      a1: { position: 'start', end: false, lastMessage: true },
      c: { position: 'continue', end: true, lastMessage: false },
      a2: { position: 'start', end: false, lastMessage: false },
      a3: { position: 'continue', end: true, lastMessage: true },
    });
  });

  it('joins the texts of the turn holding a key, skipping empty messages', () => {
    expect(turnText({ keys, entries }, 'c')).toBe('one');
    expect(turnText({ keys, entries }, 'a3')).toBe('two');
    expect(turnText({ keys, entries }, 'u')).toBe('');
  });
});
