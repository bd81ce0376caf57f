import { EventType, type BaseEvent, type Message } from '@ag-ui/core';
import { EventSchemas } from '@ag-ui/core/schemas';
import { CAMEO_ACTIVITY, cameoActivitySnapshot, createAGUIEventSync, type AGUIMappingOptions } from '../../src/ag-ui';
import { createTranscriptStore, type TranscriptStore } from '../../src/core/createTranscriptStore';

/** The store's entries in drawing order, without their keys. */
const rows = (store: TranscriptStore) => {
  const { keys, entries } = store.getState();
  return keys.map((key) => {
    const { key: _key, ...entry } = entries.get(key)!;
    return entry;
  });
};

/** A store and a sync; `apply` checks each event against AG-UI's own schema first. */
function setup(options: AGUIMappingOptions = {}) {
  const store = createTranscriptStore();
  const sync = createAGUIEventSync(store, options);
  const apply = (...events: BaseEvent[]) => {
    for (const event of events) {
      EventSchemas.parse(event);
      sync.apply(event);
    }
  };
  return { store, sync, apply };
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('createAGUIEventSync', () => {
  it('streams text into messages: assistant by default, user when so, system and developer not drawn', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.TEXT_MESSAGE_START, messageId: 'u', role: 'user' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'u', delta: 'Hi' },
      { type: EventType.TEXT_MESSAGE_START, messageId: 's', role: 'system' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 's', delta: 'secret' },
      { type: EventType.TEXT_MESSAGE_START, messageId: 'a' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a', delta: 'Hel' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a', delta: '' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a', delta: 'lo' },
      { type: EventType.TEXT_MESSAGE_END, messageId: 'a' },
    );
    expect(rows(store)).toEqual([
      { type: 'user', text: 'Hi' },
      { type: 'assistant', text: 'Hello' },
    ]);
  });

  it('continues a text chunk without an id in the message already open', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.TEXT_MESSAGE_CHUNK, messageId: 'a', delta: 'One' },
      { type: EventType.TEXT_MESSAGE_CHUNK, delta: ' two' },
      { type: EventType.TEXT_MESSAGE_CHUNK, messageId: 'b', delta: 'Three' },
    );
    expect(rows(store)).toEqual([
      { type: 'assistant', text: 'One two' },
      { type: 'assistant', text: 'Three' },
    ]);
  });

  it('draws a tool call whose arguments grow, then parses them at the end, then its result', () => {
    const { store, apply } = setup();
    apply({ type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'get_weather', parentMessageId: 'a' });
    expect(rows(store)).toEqual([{ type: 'tool_call', id: 'c1', name: 'get_weather', args: {}, argsText: '' }]);
    apply({ type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"city":' });
    expect(rows(store)[0]).toMatchObject({ argsText: '{"city":' });
    apply({ type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '"Oslo"}' }, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' });
    expect(rows(store)).toEqual([{ type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo' } }]);
    apply({ type: EventType.TOOL_CALL_RESULT, messageId: 't1', toolCallId: 'c1', content: '21 °C' });
    expect(rows(store)[1]).toEqual({ type: 'tool_result', toolCallId: 'c1', content: '21 °C', isError: false });
  });

  it('keeps arguments that are not JSON as text and adds an error naming the call', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'search' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"q": oslo' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'c1' },
    );
    expect(rows(store)).toEqual([
      { type: 'tool_call', id: 'c1', name: 'search', args: '{"q": oslo' },
      { type: 'error', message: expect.stringMatching(/^Tool call search \(c1\) has arguments that are not valid JSON: /) },
    ]);
  });

  it('reads tool-call chunks: the opener names the call, later chunks continue it, any other event ends it', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.TOOL_CALL_CHUNK, toolCallId: 'c1', toolCallName: 'add', delta: '{"a":1,' },
      { type: EventType.TOOL_CALL_CHUNK, delta: '"b":2}' },
    );
    expect(rows(store)[0]).toMatchObject({ argsText: '{"a":1,"b":2}' });
    apply({ type: EventType.STEP_FINISHED, stepName: 'think' });
    expect(rows(store)).toEqual([{ type: 'tool_call', id: 'c1', name: 'add', args: { a: 1, b: 2 } }]);
  });

  it('applies a replayed start or result once', () => {
    const { store, apply } = setup();
    const start: BaseEvent = { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'x' };
    const result: BaseEvent = { type: EventType.TOOL_CALL_RESULT, messageId: 't1', toolCallId: 'c1', content: 'ok' };
    apply(start, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' }, result, start, result);
    expect(rows(store).map((row) => row.type)).toEqual(['tool_call', 'tool_result']);
  });

  it('marks a call that needsApproval names as waiting for a human', () => {
    const { store, apply } = setup({ needsApproval: (name) => name === 'deploy' });
    apply({ type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'deploy' }, { type: EventType.TOOL_CALL_START, toolCallId: 'c2', toolCallName: 'read' });
    expect(rows(store).map((row) => (row.type === 'tool_call' ? row.approval : null))).toEqual(['required', undefined]);
  });

  it('draws a cameo-ui activity as its call’s launcher, after the call’s result, and follows its deltas', () => {
    const { store, apply } = setup();
    const ui = { kind: 'widget' as const, label: 'Board', widget: 'board', data: { cards: ['a'] } };
    apply({ type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'board' }, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' });
    apply(cameoActivitySnapshot('c1', ui));
    apply({ type: EventType.TOOL_CALL_RESULT, messageId: 't1', toolCallId: 'c1', content: 'ok' });
    expect(rows(store).map((row) => row.type)).toEqual(['tool_call', 'tool_result', 'ui']);
    apply({
      type: EventType.ACTIVITY_DELTA,
      messageId: 'cameo-ui-c1',
      activityType: CAMEO_ACTIVITY,
      patch: [
        { op: 'replace', path: '/ui/label', value: 'Kanban' },
        { op: 'add', path: '/ui/data/cards/-', value: 'b' },
      ],
    });
    expect(rows(store)[2]).toEqual({ type: 'ui', toolCallId: 'c1', ui: { ...ui, label: 'Kanban', data: { cards: ['a', 'b'] } } });
  });

  it('shows a delta that does not apply as an error in place, keeping the content for the next one, and ignores one for an activity never seen, or a snapshot asking not to replace', () => {
    const warn = quiet();
    const { store, sync } = setup();
    sync.apply(cameoActivitySnapshot('c1', { kind: 'text', text: 'first' }, 'v1'));
    expect(sync.apply({ type: EventType.ACTIVITY_DELTA, messageId: 'v1', activityType: CAMEO_ACTIVITY, patch: [{ op: 'test', path: '/ui/text', value: 'other' }] })).toBe(false);
    expect(rows(store)).toEqual([{ type: 'error', message: expect.stringMatching(/^An update to AG-UI activity v1 was refused: operation 0: Test operation failed/) }]);
    expect(sync.apply({ type: EventType.ACTIVITY_DELTA, messageId: 'nope', activityType: CAMEO_ACTIVITY, patch: [] })).toBe(true);
    sync.apply({ ...cameoActivitySnapshot('c1', { kind: 'text', text: 'second' }, 'v1'), replace: false });
    sync.apply({ type: EventType.ACTIVITY_DELTA, messageId: 'v1', activityType: CAMEO_ACTIVITY, patch: [{ op: 'add', path: '/ui/text', value: 'third' }] });
    expect(rows(store)).toEqual([{ type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'third' } }]);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('nope, which has no snapshot')]);
    warn.mockRestore();
  });

  it('streams reasoning into a Thinking row that stops streaming at its end, or drops it when asked', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.REASONING_START, messageId: 'r' },
      { type: EventType.REASONING_MESSAGE_START, messageId: 'r1', role: 'reasoning' },
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: 'r1', delta: 'Think' },
    );
    expect(rows(store)).toEqual([{ type: 'reasoning', text: 'Think', streaming: true }]);
    apply({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: 'r1', delta: ' more' }, { type: EventType.REASONING_MESSAGE_END, messageId: 'r1' });
    expect(rows(store)).toEqual([{ type: 'reasoning', text: 'Think more' }]);
    const dropped = setup({ reasoning: 'drop' });
    dropped.apply({ type: EventType.REASONING_MESSAGE_START, messageId: 'r1', role: 'reasoning' }, { type: EventType.REASONING_MESSAGE_CONTENT, messageId: 'r1', delta: 'x' });
    expect(rows(dropped.store)).toEqual([]);
  });

  it('replaces the conversation on MESSAGES_SNAPSHOT, and later events find the snapshot’s entries', () => {
    const { store, apply } = setup();
    // Mid-run, as agents send it: the snapshot's open call may still be answered.
    apply({ type: EventType.RUN_STARTED, threadId: 't', runId: 'r' }, ...[{ type: EventType.TEXT_MESSAGE_START, messageId: 'old' } as BaseEvent]);
    const messages: Message[] = [
      { id: 'u1', role: 'user', content: 'Hi' },
      { id: 'a1', role: 'assistant', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'x', arguments: '{}' } }] },
    ];
    apply({ type: EventType.MESSAGES_SNAPSHOT, messages });
    apply({ type: EventType.TOOL_CALL_RESULT, messageId: 't1', toolCallId: 'c1', content: 'done' });
    expect(rows(store)).toEqual([
      { type: 'user', text: 'Hi' },
      { type: 'tool_call', id: 'c1', name: 'x', args: {} },
      { type: 'tool_result', toolCallId: 'c1', content: 'done', isError: false },
    ]);
  });

  it('asks on the card for a tool-bound interrupt; any other interrupt is a note', () => {
    const { store, apply } = setup();
    apply(
      { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'd1' },
      {
        type: EventType.RUN_FINISHED,
        threadId: 't',
        runId: 'r',
        outcome: {
          type: 'interrupt',
          interrupts: [
            { id: 'i1', reason: 'tool_call', toolCallId: 'd1' },
            { id: 'i2', reason: 'input_required', message: 'Which quarter?' },
          ],
        },
      } as BaseEvent,
    );
    expect(rows(store)).toEqual([
      { type: 'tool_call', id: 'd1', name: 'deploy', args: {}, approval: 'required' },
      { type: 'ui', toolCallId: 'ag:interrupt:i2', ui: { kind: 'text', text: 'The agent is waiting: Which quarter?' } },
    ]);
  });

  it('shows RUN_ERROR and SUBAGENT_ERROR as error entries', () => {
    const { store, apply } = setup();
    apply({ type: EventType.RUN_ERROR, message: 'Rate limited', code: '429' }, { type: EventType.SUBAGENT_ERROR, subagentRunId: 's1', message: 'lost' });
    expect(rows(store)).toEqual([
      { type: 'error', message: 'Rate limited' },
      { type: 'error', message: 'A subagent failed: lost' },
    ]);
  });

  it('ignores unknown event types (one warning per type) and malformed events, never throwing', () => {
    const warn = quiet();
    const { store, sync } = setup();
    const junk: unknown[] = [
      null,
      'TEXT_MESSAGE_START',
      { type: 42 },
      { type: 'FUTURE_EVENT' },
      { type: 'FUTURE_EVENT', again: true },
      { type: 'TEXT_MESSAGE_START' },
      { type: 'TEXT_MESSAGE_CONTENT', delta: 'x' },
      { type: 'TOOL_CALL_START', toolCallId: 'c1' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'never-started', delta: '{}' },
      { type: 'TOOL_CALL_END', toolCallId: 'never-started' },
      { type: 'TOOL_CALL_RESULT', toolCallId: 'c1' },
      { type: 'ACTIVITY_SNAPSHOT', activityType: CAMEO_ACTIVITY },
      { type: 'ACTIVITY_DELTA', messageId: 'x', patch: 'not a patch' },
      { type: 'MESSAGES_SNAPSHOT', messages: 'nope' },
      { type: 'RUN_FINISHED', outcome: { type: 'interrupt', interrupts: [null, { id: 5 }] } },
      { type: 'REASONING_MESSAGE_CHUNK' },
      { type: 'TOOL_CALL_CHUNK', delta: 'x' },
    ];
    for (const event of junk) expect(() => sync.apply(event)).not.toThrow();
    expect(rows(store)).toEqual([]);
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.filter((message) => message.includes('FUTURE_EVENT'))).toHaveLength(1);
    expect(messages).toContainEqual(expect.stringContaining('TEXT_MESSAGE_START event without a messageId'));
    warn.mockRestore();
  });

  it('costs the same per event however long the conversation is: lookups by key, never a walk', () => {
    const real = createTranscriptStore();
    real.getState().appendMany(Array.from({ length: 10_000 }, (_, at) => ({ type: 'user' as const, text: `m${at}` })));
    const touched: string[] = [];
    const counting = new Proxy(real.getState().entries, {
      get(target, property) {
        touched.push(String(property));
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const store = {
      ...real,
      getState: () => {
        const state = real.getState();
        return {
          ...state,
          entries: counting,
          get keys(): readonly string[] {
            touched.push('keys');
            return state.keys;
          },
        };
      },
    } as TranscriptStore;
    const sync = createAGUIEventSync(store);
    for (const event of [
      { type: EventType.TEXT_MESSAGE_START, messageId: 'a' },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a', delta: 'x' },
      { type: EventType.TOOL_CALL_START, toolCallId: 'c', toolCallName: 'x' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c', delta: '{}' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'c' },
      { type: EventType.TOOL_CALL_RESULT, messageId: 't', toolCallId: 'c', content: 'ok' },
      cameoActivitySnapshot('c', { kind: 'text', text: 'note' }),
    ]) {
      sync.apply(event);
    }
    expect(new Set(touched)).toEqual(new Set(['has', 'get']));
    expect(real.getState().keys).toHaveLength(10_004);
  });
});
