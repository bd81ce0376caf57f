import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { CameoProvider, Transcript } from '../../src';

// Malformed transcripts warn in development; the runs below would flood the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'type', 'text', 'ui', 'kind', 'label', 'result'),
  fc.string({ maxLength: 6 }),
);
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('user', 'assistant', 'tool_call', 'tool_result', 'ui', 'ok', 'error', 'text', 'widget', ''),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
}));
const entryLike = fc.record(
  {
    type: fc.constantFrom('user', 'assistant', 'tool_call', 'tool_result', 'ui', 'error', '__proto__'),
    text: hostileValue,
    id: hostileValue,
    name: hostileValue,
    args: hostileValue,
    toolCallId: hostileValue,
    content: hostileValue,
    isError: hostileValue,
    result: hostileValue,
    ui: fc.oneof(hostileValue, fc.record({ kind: fc.constantFrom('text', 'widget'), text: hostileValue, label: hostileValue, widget: hostileValue, data: hostileValue }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);
const anyTranscript = fc.oneof(
  fc.array(fc.oneof(entryLike, hostileValue, fc.jsonValue({ maxDepth: 3 })), { maxLength: 8 }),
  fc.anything(),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Renders the kit as an app would, and fails on anything thrown or logged as a React error. */
function renderTranscript(transcript: unknown) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <CameoProvider transcript={transcript} queryClient={queryClient}>
      <Transcript />
    </CameoProvider>,
  );
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return screen.getByRole('log', { name: 'Conversation' });
}

// Each run mounts the whole kit; the limit is generous for a loaded CI machine, not a budget.
describe('<Transcript> under arbitrary input (property)', () => {
  it('never crashes: the conversation log is always there, with its entries or its empty state', () => {
    fc.assert(
      fc.property(anyTranscript, (transcript) => {
        const log = renderTranscript(transcript);
        const items = within(log).queryAllByRole('listitem');
        if (items.length === 0) expect(log).toHaveTextContent('Ask a question to start the conversation.');
        cleanup();
      }),
      { numRuns: 25 },
    );
  });

  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((value) => value.trim() !== '');
  // User text is shown as typed, whatever the characters. Assistant text is markdown, so only
  // text with no markdown syntax in it is shown verbatim (the renderer has its own tests).
  const plainWords = fc.stringMatching(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u).filter((value) => value.length <= 30);
  const message = fc.oneof(
    fc.record({ type: fc.constant('user'), text }),
    fc.record({ type: fc.constant('assistant'), text: plainWords }),
  );
  // Notes of calls with no result here stay where they arrived (a note with a result moves
  // right after it, which the store's own tests cover).
  const note = fc.record({ type: fc.constant('ui'), toolCallId: fc.constant('orphan'), ui: fc.record({ kind: fc.constant('text'), text }) });
  const result = fc.record({ type: fc.constant('tool_result'), toolCallId: fc.constant('c1'), content: text, isError: fc.boolean() });

  it('always shows the text of valid entries, in order, whatever the characters', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(message, note, result), { minLength: 1, maxLength: 8 }), (entries) => {
        cleanup();
        const log = renderTranscript(entries);
        const items = within(log).getAllByRole('listitem');
        expect(items).toHaveLength(entries.length);
        entries.forEach((entry, index) => {
          const shown = 'text' in entry ? entry.text : 'content' in entry ? entry.content : entry.ui.text;
          // Compared as text content, so markup in the string must arrive as characters.
          expect(items[index]!.textContent).toContain(shown);
        });
        cleanup();
      }),
      { numRuns: 20 },
    );
  });
});
