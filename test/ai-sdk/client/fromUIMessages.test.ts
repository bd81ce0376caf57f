import type { UIMessage, UIMessageChunk } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromUIMessages, type CameoUIMessage } from '../../../src/ai-sdk';
import { readMessage, readSnapshots } from './readSnapshots';

afterEach(() => {
  vi.restoreAllMocks();
});

const start: UIMessageChunk[] = [{ type: 'start', messageId: 'a1' }, { type: 'start-step' }];

/** The entries of one assistant message built by the SDK's stream reader from `chunks`. */
async function entriesOf(chunks: UIMessageChunk[]) {
  return fromUIMessages([await readMessage([...start, ...chunks])]);
}

describe('fromUIMessages: parts', () => {
  it('maps user and assistant text to messages, one entry per text part', () => {
    const messages: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How did Q3 go?' }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'step-start' }, { type: 'text', text: 'Revenue grew **12%**.', state: 'done' }] },
    ];
    expect(fromUIMessages(messages)).toEqual([
      { type: 'user', text: 'How did Q3 go?' },
      { type: 'assistant', text: 'Revenue grew **12%**.' },
    ]);
  });

  it('maps streamed reasoning to a reasoning entry, streaming until it ends, or drops it when hidden', async () => {
    const open = await readSnapshots([...start, { type: 'reasoning-start', id: 'r' }, { type: 'reasoning-delta', id: 'r', delta: 'Check the ledger.' }]);
    expect(fromUIMessages([open.at(-1) as UIMessage])).toEqual([{ type: 'reasoning', text: 'Check the ledger.', streaming: true }]);
    const done = await readMessage([
      ...start,
      { type: 'reasoning-start', id: 'r' },
      { type: 'reasoning-delta', id: 'r', delta: 'Check the ledger.' },
      { type: 'reasoning-end', id: 'r' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Done.' },
      { type: 'text-end', id: 't' },
    ]);
    expect(fromUIMessages([done])).toEqual([
      { type: 'reasoning', text: 'Check the ledger.', streaming: false },
      { type: 'assistant', text: 'Done.' },
    ]);
    expect(fromUIMessages([done], { reasoning: 'hidden' })).toEqual([{ type: 'assistant', text: 'Done.' }]);
  });

  it('puts files on their message as attachments, and gives a message of files alone an empty text', () => {
    const messages: UIMessage[] = [
      {
        id: 'u1',
        role: 'user',
        parts: [
          { type: 'file', mediaType: 'image/png', url: 'https://example.com/chart.png', filename: 'chart.png' },
          { type: 'file', mediaType: 'application/pdf', url: 'https://example.com/q3.pdf' },
          { type: 'text', text: 'What does this show?' },
        ],
      },
      { id: 'u2', role: 'user', parts: [{ type: 'file', mediaType: 'text/csv', url: 'data:text/csv,a,b', filename: 'rows.csv' }] },
    ];
    expect(fromUIMessages(messages)).toEqual([
      {
        type: 'user',
        text: 'What does this show?',
        attachments: [
          { url: 'https://example.com/chart.png', mediaType: 'image/png', name: 'chart.png' },
          { url: 'https://example.com/q3.pdf', mediaType: 'application/pdf' },
        ],
      },
      { type: 'user', text: '', attachments: [{ url: 'data:text/csv,a,b', mediaType: 'text/csv', name: 'rows.csv' }] },
    ]);
  });

  it('maps a data-cameo-ui part to a ui entry linked to its call, and a malformed one to an error naming the call', () => {
    const messages: CameoUIMessage[] = [
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'dynamic-tool', toolName: 'show_sales', toolCallId: 'c1', state: 'output-available', input: {}, output: 'Q3 revenue 42' },
          { type: 'data-cameo-ui', id: 'cameo-ui-c1', data: { toolCallId: 'c1', ui: { kind: 'widget', label: 'Open sales', widget: 'sales', data: { q: 3 } } } },
          { type: 'data-cameo-ui', id: 'cameo-ui-c2', data: { toolCallId: 'c2', ui: { kind: 'text', text: 'Saved.' } } },
          { type: 'data-cameo-ui', id: 'cameo-ui-c3', data: { toolCallId: 'c3', error: 'label must be a string' } },
          // A saved thread can hold anything: a launcher without a widget.
          { type: 'data-cameo-ui', id: 'cameo-ui-c4', data: { toolCallId: 'c4', ui: { kind: 'widget', label: 'Open' } as never } },
        ],
      },
    ];
    const entries = fromUIMessages(messages);
    expect(entries.slice(2, 4)).toEqual([
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open sales', widget: 'sales', data: { q: 3 } } },
      { type: 'ui', toolCallId: 'c2', ui: { kind: 'text', text: 'Saved.' } },
    ]);
    expect(entries[4]).toEqual({ type: 'error', message: 'The UI of tool call c3 is malformed: label must be a string' });
    expect(entries[5]).toMatchObject({ type: 'error', message: expect.stringContaining('tool call c4') });
  });

  it('drops step-start, sources, custom and reasoning files silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages: UIMessage[] = [
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'step-start' },
          { type: 'source-url', sourceId: 's1', url: 'https://example.com' },
          { type: 'source-document', sourceId: 's2', mediaType: 'application/pdf', title: 'Q3' },
          { type: 'custom', kind: 'acme.trace' },
          { type: 'reasoning-file', mediaType: 'image/png', url: 'https://example.com/r.png' },
          { type: 'text', text: 'Here.' },
        ],
      },
    ];
    expect(fromUIMessages(messages)).toEqual([{ type: 'assistant', text: 'Here.' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores unknown parts and other data parts with one development warning per type, and maps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = [
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'data-weather', data: { city: 'Paris' } },
          { type: 'hologram', depth: 3 },
          { type: 'text', text: 'Sunny.' },
          { type: 'data-weather', data: { city: 'Lyon' } },
          'not a part',
          null,
          { type: 'text' },
        ],
      },
      { id: 'a2', role: 'assistant', parts: [{ type: 'hologram', depth: 4 }] },
    ] as unknown as UIMessage[];
    const entries = fromUIMessages(messages);
    expect(entries[0]).toEqual({ type: 'assistant', text: 'Sunny.' });
    expect(entries[1]).toMatchObject({ type: 'error', message: expect.stringContaining('no text') });
    expect(entries).toHaveLength(2);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings.filter((message) => message.includes('data-weather'))).toHaveLength(1);
    expect(warnings.filter((message) => message.includes('hologram'))).toHaveLength(1);
    expect(warnings.filter((message) => message.includes('not an object'))).toHaveLength(1);
  });

  it('never throws on malformed messages: each becomes an error entry in place', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = [null, 'hi', { id: 'x', role: 'assistant' }, { role: 'user', parts: [{ type: 'text', text: 'no id' }] }, { id: 's', role: 'system', parts: [{ type: 'text', text: 'You are helpful.' }] }] as unknown as UIMessage[];
    expect(fromUIMessages(messages)).toEqual([
      { type: 'error', message: 'message 0 is not an object', index: 0 },
      { type: 'error', message: 'message 1 is not an object', index: 1 },
      { type: 'error', message: 'message x has no parts array', index: 2, path: 'parts' },
      { type: 'user', text: 'no id' },
    ]);
  });
});

describe('fromUIMessages: the seven tool states', () => {
  // A saved thread streams no more: a call it holds without a result was cut off, never running.
  it('input-streaming: the raw input text so far as argument text, or the partial input as JSON; stopped when saved', async () => {
    const entries = await entriesOf([
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'search' },
      { type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"query":"Q3 rev' },
    ]);
    expect(entries).toEqual([{ type: 'tool_call', id: 'c1', name: 'search', args: {}, argsText: '{"query":"Q3 rev', cancelled: true }]);
    const saved: UIMessage = { id: 'a1', role: 'assistant', parts: [{ type: 'tool-search', toolCallId: 'c1', state: 'input-streaming', input: { query: 'Q3' } }] };
    expect(fromUIMessages([saved])).toEqual([{ type: 'tool_call', id: 'c1', name: 'search', args: {}, argsText: '{"query":"Q3"}', cancelled: true }]);
  });

  it('input-available: a call with its arguments, stopped when saved without a result', async () => {
    const entries = await entriesOf([{ type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query: 'Q3' } }]);
    expect(entries).toEqual([{ type: 'tool_call', id: 'c1', name: 'search', args: { query: 'Q3' }, cancelled: true }]);
  });

  it('approval-requested: a call that needs approval and has no decision', async () => {
    const entries = await entriesOf([
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'deploy', input: { env: 'prod' } },
      { type: 'tool-approval-request', approvalId: 'ap1', toolCallId: 'c1' },
    ]);
    expect(entries).toEqual([{ type: 'tool_call', id: 'c1', name: 'deploy', args: { env: 'prod' }, approval: 'required' }]);
  });

  it('approval-responded: the decision, with its reason', () => {
    const message: UIMessage = {
      id: 'a1',
      role: 'assistant',
      parts: [{ type: 'tool-deploy', toolCallId: 'c1', state: 'approval-responded', input: { env: 'prod' }, approval: { id: 'ap1', approved: true, reason: 'looks fine' } }],
    };
    expect(fromUIMessages([message])).toEqual([
      { type: 'tool_call', id: 'c1', name: 'deploy', args: { env: 'prod' }, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'c1', approved: true, reason: 'looks fine' },
    ]);
  });

  it('a request a later user message made unanswerable: expired, as an error result; approved but not run too; denied stays denied', async () => {
    const asking = await readMessage([
      ...start,
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'deploy', input: { env: 'prod' } },
      { type: 'tool-approval-request', approvalId: 'ap1', toolCallId: 'c1' },
      { type: 'tool-input-available', toolCallId: 'c2', toolName: 'deploy', input: { env: 'eu' } },
      { type: 'tool-approval-request', approvalId: 'ap2', toolCallId: 'c2' },
      { type: 'tool-input-available', toolCallId: 'c3', toolName: 'deploy', input: { env: 'us' } },
      { type: 'tool-approval-request', approvalId: 'ap3', toolCallId: 'c3' },
    ]);
    // What addToolApprovalResponse makes of two of them; the last message stays in the chat's hands.
    const answered: UIMessage = {
      ...asking,
      parts: asking.parts.map((part) =>
        'toolCallId' in part && part.state === 'approval-requested' && part.toolCallId !== 'c1'
          ? { ...part, state: 'approval-responded', approval: { id: part.approval.id, approved: part.toolCallId === 'c2' } }
          : part,
      ),
    };
    const later: UIMessage = { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Something else' }] };
    const expired = (toolCallId: string) => ({ type: 'tool_result', toolCallId, content: 'Not run: the conversation went on before this was approved.', isError: true });
    expect(fromUIMessages([answered, later])).toEqual([
      { type: 'tool_call', id: 'c1', name: 'deploy', args: { env: 'prod' }, approval: 'required' },
      expired('c1'),
      { type: 'tool_call', id: 'c2', name: 'deploy', args: { env: 'eu' }, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'c2', approved: true },
      expired('c2'),
      { type: 'tool_call', id: 'c3', name: 'deploy', args: { env: 'us' }, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'c3', approved: false },
      { type: 'user', text: 'Something else' },
    ]);
    // Without the later user message, or with only a system message after, nothing has expired.
    const system = { id: 's', role: 'system', parts: [{ type: 'text', text: 'Be brief.' }] } as UIMessage;
    expect(fromUIMessages([answered, system]).filter((entry) => entry.type === 'tool_result')).toEqual([]);
  });

  it('output-available: the output as the result, pretty JSON unless a string', async () => {
    const entries = await entriesOf([
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query: 'Q3' } },
      { type: 'tool-output-available', toolCallId: 'c1', output: { revenue: 42 } },
      { type: 'tool-input-available', toolCallId: 'c2', toolName: 'echo', input: {} },
      { type: 'tool-output-available', toolCallId: 'c2', output: 'plain text' },
    ]);
    expect(entries).toEqual([
      { type: 'tool_call', id: 'c1', name: 'search', args: { query: 'Q3' } },
      { type: 'tool_result', toolCallId: 'c1', content: '{\n  "revenue": 42\n}', isError: false },
      { type: 'tool_call', id: 'c2', name: 'echo', args: {} },
      { type: 'tool_result', toolCallId: 'c2', content: 'plain text', isError: false },
    ]);
  });

  it('output-error: an error result with the error text', async () => {
    const entries = await entriesOf([
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query: 'Q3' } },
      { type: 'tool-output-error', toolCallId: 'c1', errorText: 'the index is offline' },
    ]);
    expect(entries[1]).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'the index is offline', isError: true });
  });

  it('output-denied: a refusal, so the card shows denied', async () => {
    const entries = await entriesOf([
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'deploy', input: { env: 'prod' } },
      { type: 'tool-approval-request', approvalId: 'ap1', toolCallId: 'c1' },
      { type: 'tool-approval-response', approvalId: 'ap1', approved: false, reason: 'not today' },
      { type: 'tool-output-denied', toolCallId: 'c1' },
    ]);
    expect(entries).toEqual([
      { type: 'tool_call', id: 'c1', name: 'deploy', args: { env: 'prod' }, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'not today' },
    ]);
  });

  it('dynamic tools take their name from toolName; a part without a call id is an error, not a crash', () => {
    const messages = [
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'dynamic-tool', toolName: 'lookup', toolCallId: 'd1', state: 'input-available', input: { id: 7 } },
          { type: 'tool-search', state: 'input-available', input: {} },
          { type: 'dynamic-tool', toolCallId: 'd2', state: 'input-available', input: {} },
        ],
      },
    ] as unknown as UIMessage[];
    const entries = fromUIMessages(messages);
    expect(entries[0]).toEqual({ type: 'tool_call', id: 'd1', name: 'lookup', args: { id: 7 }, cancelled: true });
    expect(entries[1]).toMatchObject({ type: 'error', message: expect.stringContaining('no toolCallId') });
    expect(entries[2]).toMatchObject({ type: 'error', message: 'tool call d2 has no name' });
  });
});
