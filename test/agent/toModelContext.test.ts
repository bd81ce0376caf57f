import { parseTranscript, type TranscriptEntry } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';
import { toModelContext } from '../../src/agent';

const wire = [
  { type: 'user', text: 'Show me the board' },
  { type: 'assistant', text: 'Opening it.' },
  { type: 'tool_call', id: 'c1', name: 'open_board', args: { id: 7 } },
  ['ok', 'Board 7 has 3 cards', { ui: { kind: 'widget', label: 'Open board', widget: 'board', data: null } }],
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Tip: drag cards' } },
  { type: 'nonsense' },
  { type: 'tool_call', id: 'c2', name: 'search', args: {} },
  { type: 'tool_result', toolCallId: 'c2', content: 'no results', isError: true },
  { type: 'assistant', text: 'Done.' },
];

const expected = [
  { type: 'user', text: 'Show me the board' },
  { type: 'assistant', text: 'Opening it.' },
  { type: 'tool_call', id: 'c1', name: 'open_board', args: { id: 7 } },
  { type: 'tool_result', toolCallId: 'c1', content: 'Board 7 has 3 cards', isError: false },
  { type: 'tool_call', id: 'c2', name: 'search', args: {} },
  { type: 'tool_result', toolCallId: 'c2', content: 'no results', isError: true },
  { type: 'assistant', text: 'Done.' },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('toModelContext', () => {
  it('drops ui and error entries and keeps what was said, asked and answered, in order', () => {
    expect(toModelContext(wire)).toEqual(expected);
  });

  it('reads wire JSON as a string too, expanding result tuples', () => {
    expect(toModelContext(JSON.stringify(wire))).toEqual(expected);
  });

  it('takes parsed entries, and the entries of a store, without its keys or indices', () => {
    expect(toModelContext(parseTranscript(wire))).toEqual(expected);
    const store = createTranscriptStore(wire);
    const { keys, entries } = store.getState();
    const context = toModelContext(keys.map((key) => entries.get(key)));
    expect(context).toEqual(expected);
    expect(context.some((entry) => 'key' in entry || 'index' in entry)).toBe(false);
  });

  it('never hands the model a ui entry, whatever else the transcript holds', () => {
    const entries: TranscriptEntry[] = [
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'for the person only' } },
      { type: 'error', message: 'bad entry', index: 0 },
    ];
    expect(toModelContext(entries)).toEqual([]);
  });

  it('drops a human’s approval decision: the model learns it from the call’s result', () => {
    const context = toModelContext([
      { type: 'tool_call', id: 'c1', name: 'deploy', args: {}, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'not today' },
      { type: 'tool_result', toolCallId: 'c1', content: 'The user denied this call: not today', isError: true },
    ]);
    expect(context.map((entry) => entry.type)).toEqual(['tool_call', 'tool_result']);
  });

  it('drops the model’s reasoning, streaming or finished, and keeps a message’s attachments', () => {
    const file = { url: 'https://files.example.com/q3.pdf', mediaType: 'application/pdf', name: 'q3.pdf' };
    const context = toModelContext([
      { type: 'user', text: 'Summarise this', attachments: [file] },
      { type: 'reasoning', text: 'The user wants a summary of **Q3**.' },
      { type: 'reasoning', text: 'Still thinking', streaming: true },
      { type: 'assistant', text: 'Q3 revenue rose 12%.' },
    ]);
    expect(context).toEqual([
      { type: 'user', text: 'Summarise this', attachments: [file] },
      { type: 'assistant', text: 'Q3 revenue rose 12%.' },
    ]);
  });

  it('gives nothing for a transcript that cannot be read', () => {
    expect(toModelContext('not json')).toEqual([]);
    expect(toModelContext(42)).toEqual([]);
  });
});
