import * as v from 'valibot';
import { createCameoClient, parseTranscript, type KeyedEntry } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';
import { transcriptEntrySchema } from '../../src/core/schemas/transcriptEntrySchema';

const approvalCall = { type: 'tool_call', id: 'c1', name: 'delete_files', args: { path: '/tmp' }, approval: 'required' };
const streamingCall = { type: 'tool_call', id: 'c2', name: 'search', args: {}, argsText: '{"query": "os' };
const decision = { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'Too risky' };

describe('tool calls on the wire: approvals and streamed arguments', () => {
  it('reads approval, argsText and decisions, and a parsed transcript reads back as itself', () => {
    const wire = [approvalCall, streamingCall, decision, { type: 'tool_approval', toolCallId: 'c9', approved: true }];
    const parsed = parseTranscript(JSON.stringify(wire));
    expect(parsed).toEqual(wire);
    expect(parseTranscript(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it('the fast path and the schema agree on the new fields', () => {
    for (const entry of [approvalCall, streamingCall, decision]) {
      expect(parseTranscript([entry])).toEqual([v.parse(transcriptEntrySchema, entry)]);
    }
  });

  it('turns malformed approval fields into errors in place, never throws', () => {
    const parsed = parseTranscript([
      { ...approvalCall, approval: 'maybe' },
      { ...streamingCall, argsText: 42 },
      { type: 'tool_approval', toolCallId: 'c1' },
      { type: 'tool_approval', toolCallId: '', approved: true },
      { type: 'tool_approval', toolCallId: 'c1', approved: 'yes' },
      { type: 'tool_approval', toolCallId: 'c1', approved: true, reason: 7 },
      { type: 'user', text: 'still here' },
    ]);
    expect(parsed.slice(0, 6).map((entry) => entry.type)).toEqual(Array(6).fill('error'));
    expect(parsed[0]).toMatchObject({ message: expect.stringContaining('approval'), index: 0, path: 'approval' });
    expect(parsed[1]).toMatchObject({ message: expect.stringContaining('argsText'), index: 1 });
    expect(parsed[6]).toEqual({ type: 'user', text: 'still here' });
  });
});

describe('store: streamed arguments', () => {
  it('appendArgs grows argsText as it arrives; updateArgs sets the value and ends the stream', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'tool_call', id: 'c1', name: 'search', args: {} });
    const call = () => store.getState().entries.get(key!) as Extract<KeyedEntry, { type: 'tool_call' }>;
    store.getState().appendArgs(key!, '{"que');
    store.getState().appendArgs(key!, 'ry": "oslo"');
    expect(call().argsText).toBe('{"query": "oslo"');
    expect(call().args).toEqual({});
    const revision = store.getState().revision;
    store.getState().appendArgs(key!, '');
    expect(store.getState().revision).toBe(revision);

    store.getState().updateArgs(key!, { query: 'oslo' });
    expect(call()).toEqual({ type: 'tool_call', id: 'c1', name: 'search', args: { query: 'oslo' }, key });
    store.getState().updateArgs(key!, null);
    expect(call().args).toEqual({});
  });

  it('ignores keys that are not tool calls, and unknown keys', () => {
    const store = createTranscriptStore();
    const [key] = store.getState().append({ type: 'user', text: 'hi' });
    const before = store.getState().entries.get(key!);
    store.getState().appendArgs(key!, 'x');
    store.getState().updateArgs(key!, { a: 1 });
    store.getState().appendArgs('nope', 'x');
    expect(store.getState().entries.get(key!)).toBe(before);
  });
});

describe('client: decideToolCall', () => {
  it('appends the decision once and tells onToolApproval once', () => {
    const onToolApproval = vi.fn();
    const client = createCameoClient({ transcript: [approvalCall], onToolApproval });
    expect(client.decideToolCall({ toolCallId: 'c1', approved: true })).toBe(true);
    expect(client.decideToolCall({ toolCallId: 'c1', approved: false })).toBe(false);
    expect(onToolApproval.mock.calls).toEqual([[{ toolCallId: 'c1', approved: true }]]);
    const { keys, entries } = client.transcript.getState();
    expect(keys.map((key) => entries.get(key)!.type)).toEqual(['tool_call', 'tool_approval']);
  });

  it('does not ask again after a reload that holds the answer', () => {
    const onToolApproval = vi.fn();
    const client = createCameoClient({ transcript: JSON.stringify([approvalCall, decision]), onToolApproval });
    expect(client.decideToolCall({ toolCallId: 'c1', approved: true })).toBe(false);
    expect(onToolApproval).not.toHaveBeenCalled();
  });

  it('keeps a reason, and takes a new handler from setOptions', () => {
    const first = vi.fn();
    const second = vi.fn();
    const client = createCameoClient({ transcript: [approvalCall], onToolApproval: first });
    client.setOptions({ onToolApproval: second });
    client.decideToolCall({ toolCallId: 'c1', approved: false, reason: 'Too risky' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ toolCallId: 'c1', approved: false, reason: 'Too risky' });
    const { keys, entries } = client.transcript.getState();
    expect(entries.get(keys.at(-1)!)).toMatchObject(decision);
  });
});
