// useChat messages are data from a saved thread or a backend: whatever they hold, the mapping
// returns entries (errors in place, as the wire parser does) and never throws at the UI.
import type { UIMessage } from 'ai';
import { createTranscriptStore } from '../../../src/core/createTranscriptStore';
import { createUIMessageSync, fromUIMessages } from '../../../src/ai-sdk';

const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const assistant = (parts: unknown): UIMessage => ({ id: 'm1', role: 'assistant', parts }) as UIMessage;
const throwing = { id: 'm1', role: 'assistant', get parts(): never { throw new Error('boom'); } };

const cases: Array<[string, unknown, unknown[]]> = [
  ['null', null, [{ type: 'error', message: "The chat's messages are not an array (got null)." }]],
  ['an object', {}, [{ type: 'error', message: "The chat's messages are not an array (got object)." }]],
  ['a string', 'hi', [{ type: 'error', message: "The chat's messages are not an array (got string)." }]],
  ['a message that is not an object', [null], [{ type: 'error', message: 'message 0 is not an object', index: 0 }]],
  ['parts that are not an array', [assistant({})], [{ type: 'error', message: 'message m1 has no parts array', index: 0, path: 'parts' }]],
  ['a message whose parts throw', [throwing], [{ type: 'error', message: 'message 0 could not be read: boom', index: 0 }]],
  ['a tool part without an id', [assistant([{ type: 'tool-x', state: 'input-available' }])], [{ type: 'error', message: 'tool part m1:0 has no toolCallId' }]],
  ['a UI error that is not text', [assistant([{ type: 'data-cameo-ui', data: { toolCallId: 'c', error: { toString: null } } }])], [{ type: 'error', message: 'The UI of tool call c is malformed: an error that is not text' }]],
];

describe('AI SDK messages that are data, never a crash', () => {
  it.each(cases)('fromUIMessages and sync map %s to error entries in place', (_name, messages, expected) => {
    expect(fromUIMessages(messages as UIMessage[])).toEqual(expected);
    const store = createTranscriptStore();
    createUIMessageSync(store).sync(messages as UIMessage[], 'ready');
    const { keys, entries } = store.getState();
    expect(keys.map((key) => {
      const { key: _key, ...entry } = entries.get(key)!;
      return entry;
    })).toEqual(expected);
  });

  it('values JSON cannot carry (a BigInt, a cycle) become text on the card', () => {
    const entries = fromUIMessages([
      assistant([
        { type: 'tool-x', toolCallId: 'c1', state: 'output-available', input: { n: 10n }, output: 10n },
        { type: 'tool-x', toolCallId: 'c2', state: 'output-available', input: cyclic, output: cyclic },
        { type: 'tool-x', toolCallId: 'c3', state: 'input-streaming', input: cyclic },
      ]),
    ]);
    expect(entries.filter((entry) => entry.type === 'tool_result').map((entry) => entry.type === 'tool_result' && typeof entry.content)).toEqual(['string', 'string']);
    expect(entries.filter((entry) => entry.type === 'tool_call')).toHaveLength(3);
  });

  it('a sync that was given a non-array maps the next real list from scratch', () => {
    const store = createTranscriptStore();
    const sync = createUIMessageSync(store);
    sync.sync(null as unknown as UIMessage[], 'ready');
    sync.sync([{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'hi' }] }], 'ready');
    const { keys, entries } = store.getState();
    expect(keys.map((key) => entries.get(key)?.type)).toEqual(['user']);
  });
});
