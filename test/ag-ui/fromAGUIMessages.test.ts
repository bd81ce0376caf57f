import type { Message } from '@ag-ui/core';
import { MessageSchema } from '@ag-ui/core/schemas';
import { AGUI_STOPPED_TOOL_CALL, CAMEO_ACTIVITY, fromAGUIMessages } from '../../src/ag-ui';

const launcher = { kind: 'widget', label: 'Open board', widget: 'board', data: { cards: [] } };

/** Valid AG-UI messages, checked with AG-UI's own schema, and the entries each becomes. */
const cases: [string, Message[], unknown[]][] = [
  ['a user message', [{ id: 'u1', role: 'user', content: 'Hi' }], [{ type: 'user', text: 'Hi', key: 'ag:message:u1' }]],
  [
    'a user message of parts: text joined, media with a url or bytes as chips, a provider handle left out',
    [
      {
        id: 'u1',
        role: 'user',
        content: [
          { type: 'text', text: 'Look at ' },
          { type: 'text', text: 'this' },
          { type: 'image', source: { type: 'url', value: 'https://x.test/cat.png', mimeType: 'image/png' }, metadata: { filename: 'cat.png' } },
          { type: 'document', source: { type: 'data', value: 'JVBERi0=', mimeType: 'application/pdf' } },
          { type: 'audio', source: { type: 'file', value: 'file-abc', provider: 'openai' } },
        ],
      },
    ],
    [
      {
        type: 'user',
        text: 'Look at this',
        attachments: [
          { url: 'https://x.test/cat.png', mediaType: 'image/png', name: 'cat.png' },
          { url: 'data:application/pdf;base64,JVBERi0=', mediaType: 'application/pdf' },
        ],
        key: 'ag:message:u1',
      },
    ],
  ],
  ['an assistant message (markdown kept as text)', [{ id: 'a1', role: 'assistant', content: '**Done**' }], [{ type: 'assistant', text: '**Done**', key: 'ag:message:a1' }]],
  [
    'an assistant message with tool calls: text, then each call with parsed arguments',
    [
      {
        id: 'a1',
        role: 'assistant',
        content: 'Checking.',
        toolCalls: [
          { id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } },
          { id: 'c2', type: 'function', function: { name: 'now', arguments: '' } },
        ],
      },
    ],
    [
      { type: 'assistant', text: 'Checking.', key: 'ag:message:a1' },
      { type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo' }, cancelled: true, key: 'ag:call:c1' },
      { type: 'tool_call', id: 'c2', name: 'now', args: {}, cancelled: true, key: 'ag:call:c2' },
    ],
  ],
  [
    // A history is no run in flight: a call without a tool message was cut off, and says so.
    'a turn of tool calls only: no empty message; a call without a result is stopped',
    [{ id: 'a1', role: 'assistant', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'ping', arguments: '{}' } }] }],
    [{ type: 'tool_call', id: 'c1', name: 'ping', args: {}, cancelled: true, key: 'ag:call:c1' }],
  ],
  [
    'arguments that are not JSON: kept as text, and an error naming the call',
    [{ id: 'a1', role: 'assistant', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q": oslo' } }] }],
    [
      { type: 'tool_call', id: 'c1', name: 'search', args: '{"q": oslo', cancelled: true, key: 'ag:call:c1' },
      { type: 'error', message: expect.stringMatching(/^Tool call search \(c1\) has arguments that are not valid JSON: /), key: 'ag:call-error:c1' },
    ],
  ],
  [
    'a tool message, and one with an error',
    [
      { id: 't1', role: 'tool', toolCallId: 'c1', content: '21 °C' },
      { id: 't2', role: 'tool', toolCallId: 'c2', content: [{ type: 'text', text: 'partial' }], error: 'timed out' },
    ],
    [
      { type: 'tool_result', toolCallId: 'c1', content: '21 °C', isError: false, key: 'ag:result:t1' },
      { type: 'tool_result', toolCallId: 'c2', content: 'timed out\n\npartial', isError: true, key: 'ag:result:t2' },
    ],
  ],
  ['a reasoning message', [{ id: 'r1', role: 'reasoning', content: 'Think first.' }], [{ type: 'reasoning', text: 'Think first.', key: 'ag:reasoning:r1' }]],
  [
    'a cameo-ui activity: the call’s launcher',
    [{ id: 'v1', role: 'activity', activityType: CAMEO_ACTIVITY, content: { toolCallId: 'c1', ui: launcher } }],
    [{ type: 'ui', toolCallId: 'c1', ui: launcher, key: 'ag:activity:v1' }],
  ],
  [
    'a cameo-ui activity with malformed UI, or the server’s own error: an error entry',
    [
      { id: 'v1', role: 'activity', activityType: CAMEO_ACTIVITY, content: { toolCallId: 'c1', ui: { kind: 'widget', label: 'x' } } },
      { id: 'v2', role: 'activity', activityType: CAMEO_ACTIVITY, content: { toolCallId: 'c2', error: 'bad label' } },
      { id: 'v3', role: 'activity', activityType: CAMEO_ACTIVITY, content: { ui: launcher } },
    ],
    [
      { type: 'error', message: expect.stringMatching(/^The UI of tool call c1 was malformed: /), path: 'ui', key: 'ag:activity:v1' },
      { type: 'error', message: 'The UI of tool call c2 was malformed: bad label', key: 'ag:activity:v2' },
      { type: 'error', message: 'A cameo-ui activity without a toolCallId', key: 'ag:activity:v3' },
    ],
  ],
  [
    'system and developer messages: not drawn',
    [
      { id: 's', role: 'system', content: 'Be terse.' },
      { id: 'd', role: 'developer', content: 'Use tools.' },
    ],
    [],
  ],
];

describe('fromAGUIMessages', () => {
  it.each(cases)('maps %s', (_name, messages, expected) => {
    for (const message of messages) MessageSchema.parse(message);
    expect(fromAGUIMessages(messages)).toEqual(expected);
  });

  it('leaves out another activity type with one warning for the type, or maps it with the app’s mapper', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const progress: Message[] = [
      { id: 'p1', role: 'activity', activityType: 'PLAN', content: { steps: 3 } },
      { id: 'p2', role: 'activity', activityType: 'PLAN', content: { steps: 4 } },
    ];
    expect(fromAGUIMessages(progress)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"PLAN"');
    const mapped = fromAGUIMessages(progress, { activities: { PLAN: (content) => ({ kind: 'text', text: `${String(content.steps)} steps` }) } });
    expect(mapped).toEqual([
      { type: 'ui', toolCallId: 'p1', ui: { kind: 'text', text: '3 steps' }, key: 'ag:activity:p1' },
      { type: 'ui', toolCallId: 'p2', ui: { kind: 'text', text: '4 steps' }, key: 'ag:activity:p2' },
    ]);
    warn.mockRestore();
  });

  it('turns a mapper that throws or returns malformed UI into an error entry', () => {
    const messages: Message[] = [{ id: 'p1', role: 'activity', activityType: 'PLAN', content: {} }];
    expect(fromAGUIMessages(messages, { activities: { PLAN: () => { throw new Error('nope'); } } })).toEqual([
      { type: 'error', message: 'The "PLAN" activity mapper failed: nope', key: 'ag:activity:p1' },
    ]);
    expect(fromAGUIMessages(messages, { activities: { PLAN: () => ({ kind: 'banner' }) as never } })[0]).toMatchObject({ type: 'error' });
  });

  it('drops reasoning when asked', () => {
    expect(fromAGUIMessages([{ id: 'r1', role: 'reasoning', content: 'hmm' }], { reasoning: 'drop' })).toEqual([]);
  });

  it('asks for approval only on calls needsApproval names that have no result yet', () => {
    const messages: Message[] = [
      {
        id: 'a1',
        role: 'assistant',
        toolCalls: [
          { id: 'c1', type: 'function', function: { name: 'deploy', arguments: '{}' } },
          { id: 'c2', type: 'function', function: { name: 'deploy', arguments: '{}' } },
          { id: 'c3', type: 'function', function: { name: 'read', arguments: '{}' } },
        ],
      },
      { id: 't1', role: 'tool', toolCallId: 'c1', content: 'done' },
    ];
    const calls = fromAGUIMessages(messages, { needsApproval: (name) => name === 'deploy' }).filter((entry) => entry.type === 'tool_call');
    expect(calls.map((call) => [call.id, call.approval])).toEqual([
      ['c1', undefined],
      ['c2', 'required'],
      ['c3', undefined],
    ]);
  });

  it('never throws on messages of any shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const junk = [null, 7, 'text', [], {}, { role: 'alien' }, { role: 'user' }, { role: 'assistant', toolCalls: [null, { id: 'c' }] }, { role: 'tool' }, { role: 'activity' }];
    expect(() => fromAGUIMessages(junk as unknown as Message[])).not.toThrow();
    expect(fromAGUIMessages(junk as unknown as Message[])).toEqual([
      { type: 'user', text: '' },
      { type: 'error', message: 'An AG-UI tool call without an id or a function name' },
      { type: 'error', message: 'An AG-UI tool call without an id or a function name' },
      { type: 'error', message: 'An AG-UI tool message without a toolCallId' },
    ]);
    expect(fromAGUIMessages('nope' as unknown as Message[])).toEqual([]);
    warn.mockRestore();
  });
});

describe('fromAGUIMessages on hostile messages', () => {
  it('reads own fields only: an inherited role, id or toolCallId counts for nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = [
      Object.create({ role: 'user', content: 'inherited' }) as object,
      { role: 'tool', content: 'x', ...{}, __proto__: { toolCallId: 'c1' } },
      { role: 'assistant', toolCalls: [Object.create({ id: 'c2', function: { name: 'ping' } }) as object] },
      { role: 'activity', id: 'v1', activityType: CAMEO_ACTIVITY, content: Object.create({ toolCallId: 'c3', ui: { kind: 'text', text: 'x' } }) as object },
      JSON.parse('{"role": "user", "content": "own", "__proto__": {"id": "polluted"}}') as unknown,
    ];
    expect(fromAGUIMessages(messages as Message[])).toEqual([
      { type: 'error', message: 'An AG-UI tool message without a toolCallId' },
      { type: 'error', message: 'An AG-UI tool call without an id or a function name' },
      { type: 'error', message: 'A cameo-ui activity without a toolCallId', key: 'ag:activity:v1' },
      { type: 'user', text: 'own' },
    ]);
    warn.mockRestore();
  });

  it('warns about a role that cannot be turned into text without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = [{ role: Object.create(null) as object }, { role: 42 }, { role: 'user', content: 'after' }];
    expect(fromAGUIMessages(messages as unknown as Message[])).toEqual([{ type: 'user', text: 'after' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('An AG-UI message with an unknown role (an object) was left out.'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('An AG-UI message with an unknown role (42) was left out.'));
    warn.mockRestore();
  });
});

describe('fromAGUIMessages: calls a run left open', () => {
  const call: Message = { id: 'a1', role: 'assistant', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'ping', arguments: '{}' } }] };

  it('are running while a run is in flight, stopped otherwise', () => {
    expect(fromAGUIMessages([call], {}, undefined, false)[0]).not.toHaveProperty('cancelled');
    expect(fromAGUIMessages([call])[0]).toMatchObject({ cancelled: true });
  });

  it('stay stopped once a stopped tool message closes them, and that message draws no result', () => {
    const closed = fromAGUIMessages([call, { id: 't1', role: 'tool', toolCallId: 'c1', content: AGUI_STOPPED_TOOL_CALL, error: AGUI_STOPPED_TOOL_CALL }], {}, undefined, false);
    expect(closed).toEqual([{ type: 'tool_call', id: 'c1', name: 'ping', args: {}, cancelled: true, key: 'ag:call:c1' }]);
  });
});
