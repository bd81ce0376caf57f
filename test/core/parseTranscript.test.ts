import { parseTranscript, type TranscriptEntry } from '../../src/core';

const call = (id: string, name = 'get_weather', args: unknown = { city: 'Oslo' }) => ({
  type: 'tool_call',
  id,
  name,
  args,
});

/** Parses, and fails the test if the parser throws (it must never). */
function parse(input: unknown): TranscriptEntry[] {
  let entries: TranscriptEntry[] = [];
  expect(() => {
    entries = parseTranscript(input);
  }).not.toThrow();
  return entries;
}

describe('parseTranscript: valid entries', () => {
  it('reads user and assistant messages', () => {
    expect(
      parse([
        { type: 'user', text: 'What is the weather in Oslo?' },
        { type: 'assistant', text: 'Let me check.' },
      ]),
    ).toEqual([
      { type: 'user', text: 'What is the weather in Oslo?' },
      { type: 'assistant', text: 'Let me check.' },
    ]);
  });

  it('keeps an empty message text (empty is still a string)', () => {
    expect(parse([{ type: 'assistant', text: '' }])).toEqual([{ type: 'assistant', text: '' }]);
  });

  it('reads a tool call with its args, defaulting missing args to {}', () => {
    expect(
      parse([
        { type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo', days: [1, 2] } },
        { type: 'tool_call', id: 'c2', name: 'list_cities' },
      ]),
    ).toEqual([
      { type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo', days: [1, 2] } },
      { type: 'tool_call', id: 'c2', name: 'list_cities', args: {} },
    ]);
  });

  it('reads a tool result in object form, isError defaulting to false', () => {
    expect(
      parse([
        call('c1'),
        { type: 'tool_result', toolCallId: 'c1', content: '12°C' },
        call('c2'),
        { type: 'tool_result', toolCallId: 'c2', content: 'city not found', isError: true },
      ]),
    ).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: '12°C', isError: false },
      call('c2'),
      { type: 'tool_result', toolCallId: 'c2', content: 'city not found', isError: true },
    ]);
  });

  it('expands a tool result whose `result` is an ok tuple with UI into a result and a UI entry', () => {
    expect(
      parse([
        call('c1'),
        {
          type: 'tool_result',
          toolCallId: 'c1',
          result: ['ok', '12°C', { ui: { kind: 'widget', label: 'Open forecast', widget: 'forecast' } }],
        },
      ]),
    ).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: '12°C', isError: false },
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open forecast', widget: 'forecast' } },
    ]);
  });

  it('reads `result` tuples without UI and error tuples', () => {
    expect(
      parse([
        call('c1'),
        { type: 'tool_result', toolCallId: 'c1', result: ['ok', 'done'] },
        call('c2'),
        { type: 'tool_result', toolCallId: 'c2', result: ['error', 'no such city'] },
      ]),
    ).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: 'done', isError: false },
      call('c2'),
      { type: 'tool_result', toolCallId: 'c2', content: 'no such city', isError: true },
    ]);
  });

  it('reads `result` in the {ok, result, ui} and {ok: false, error} object forms', () => {
    expect(
      parse([
        call('c1'),
        { type: 'tool_result', toolCallId: 'c1', result: { ok: true, result: 'saved', ui: { kind: 'text', text: 'Saved!' } } },
        call('c2'),
        { type: 'tool_result', toolCallId: 'c2', result: { ok: false, error: 'disk full' } },
      ]),
    ).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: 'saved', isError: false },
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Saved!' } },
      call('c2'),
      { type: 'tool_result', toolCallId: 'c2', content: 'disk full', isError: true },
    ]);
  });

  it('answers the nearest open tool call with a bare tuple', () => {
    expect(parse([call('c1'), ['ok', 'sunny', { ui: { kind: 'text', text: 'Sunny' } }]])).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: 'sunny', isError: false },
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Sunny' } },
    ]);
  });

  it('matches consecutive bare tuples to open calls, most recent first', () => {
    const entries = parse([call('c1'), call('c2'), ['ok', 'second'], ['error', 'first']]);
    expect(entries.slice(2)).toEqual([
      { type: 'tool_result', toolCallId: 'c2', content: 'second', isError: false },
      { type: 'tool_result', toolCallId: 'c1', content: 'first', isError: true },
    ]);
  });

  it('does not let a bare tuple answer a call that already has an object-form result', () => {
    const entries = parse([
      call('c1'),
      call('c2'),
      { type: 'tool_result', toolCallId: 'c2', content: 'answered' },
      ['ok', 'for c1'],
    ]);
    expect(entries[3]).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'for c1', isError: false });
  });

  it('does not let a bare tuple answer a call twice', () => {
    const entries = parse([call('c1'), ['ok', 'first'], ['ok', 'second']]);
    expect(entries[1]).toMatchObject({ type: 'tool_result', toolCallId: 'c1', content: 'first' });
    expect(entries[2]).toEqual({
      type: 'error',
      message: 'tool result tuple with no tool call before it',
      index: 2,
    });
  });

  it('reads stand-alone ui entries (note and widget launcher)', () => {
    expect(
      parse([
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Heads up' } },
        { type: 'ui', toolCallId: 'c2', ui: { kind: 'widget', label: 'Open map', widget: 'map', data: { zoom: 3 } } },
      ]),
    ).toEqual([
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Heads up' } },
      { type: 'ui', toolCallId: 'c2', ui: { kind: 'widget', label: 'Open map', widget: 'map', data: { zoom: 3 } } },
    ]);
  });

  it('reads a launcher with `data: null` as one with no snapshot: no `data` key, so the widget renders itself', () => {
    const [withNull, without] = parse('[{"type":"ui","toolCallId":"c1","ui":{"kind":"widget","label":"x","widget":"w","data":null}},'
      + '{"type":"ui","toolCallId":"c2","ui":{"kind":"widget","label":"B","widget":"w"}}]');
    expect(withNull).toEqual({ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'x', widget: 'w' } });
    expect(without).toEqual({ type: 'ui', toolCallId: 'c2', ui: { kind: 'widget', label: 'B', widget: 'w' } });
    const nullUI = (withNull as Extract<TranscriptEntry, { type: 'ui' }>).ui;
    expect(Object.hasOwn(nullUI, 'data')).toBe(false);
  });

  it('reads `data: null` inside a result tuple the same way', () => {
    const [, , ui] = parse([call('c1'), ['ok', 'board ready', { ui: { kind: 'widget', label: 'Board', widget: 'board', data: null } }]]);
    expect(ui).toEqual({ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Board', widget: 'board' } });
  });

  it('keeps a falsy snapshot that is not null (an empty first paint is a value)', () => {
    const entries = parse([{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'A', widget: 'w', data: {} } }]);
    expect(entries).toEqual([{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'A', widget: 'w', data: {} } }]);
  });

  it('drops unknown extra fields rather than copying them through', () => {
    expect(parse([{ type: 'user', text: 'hi', secret: 'x', isError: true }])).toEqual([{ type: 'user', text: 'hi' }]);
  });

  it('reads attachments on user and assistant messages, name optional, extra fields dropped', () => {
    const pdf = { url: 'https://files.example.com/q3.pdf', mediaType: 'application/pdf', name: 'q3.pdf' };
    const image = { url: 'data:image/png;base64,AAAA', mediaType: 'image/png' };
    expect(
      parse([
        { type: 'user', text: 'Here.', attachments: [pdf, { ...image, size: 4 }] },
        { type: 'assistant', text: '', attachments: [image] },
        { type: 'user', text: 'none', attachments: [] },
      ]),
    ).toEqual([
      { type: 'user', text: 'Here.', attachments: [pdf, image] },
      { type: 'assistant', text: '', attachments: [image] },
      { type: 'user', text: 'none', attachments: [] },
    ]);
  });

  it('reads a reasoning entry, streaming or not', () => {
    expect(
      parse([
        { type: 'reasoning', text: 'Check **Q3** first.' },
        { type: 'reasoning', text: '', streaming: true },
        { type: 'reasoning', text: 'done', streaming: false, extra: 1 },
      ]),
    ).toEqual([
      { type: 'reasoning', text: 'Check **Q3** first.' },
      { type: 'reasoning', text: '', streaming: true },
      { type: 'reasoning', text: 'done', streaming: false },
    ]);
  });

  it('returns an empty transcript for an empty array', () => {
    expect(parse([])).toEqual([]);
    expect(parse('[]')).toEqual([]);
  });
});

describe('parseTranscript: error entries are wire entries', () => {
  it('reads an error entry back as itself, index and path included', () => {
    const errors = [
      { type: 'error', message: 'widget launcher without a label', index: 4, path: 'ui.label' },
      { type: 'error', message: 'transcript is not valid JSON: x' },
    ];
    expect(parse(errors)).toEqual(errors);
  });

  it('gives back what it parsed when given its own output, malformed entries included', () => {
    const once = parse([
      { type: 'user', text: 'hi' },
      7,
      call('c1'),
      ['ok', 'x', { ui: { kind: 'widget', widget: 'map' } }],
      { type: 'tool_result', toolCallId: 'c2', result: 42 },
      { type: 'ui', toolCallId: 'c3', ui: { kind: 'widget', label: 'L', widget: 'w', data: null } },
    ]);
    expect(once.filter((entry) => entry.type === 'error')).toHaveLength(3);
    expect(parse(once)).toEqual(once);
    expect(parse(JSON.stringify(once))).toEqual(once);
  });

  it.each([
    ['without a message', { type: 'error' }, 'error entry without a message', 'message'],
    ['with an empty message', { type: 'error', message: '' }, 'error entry without a message', 'message'],
    ['with a negative index', { type: 'error', message: 'm', index: -1 }, 'error entry index must be a whole number from 0', 'index'],
    ['with a fractional index', { type: 'error', message: 'm', index: 1.5 }, 'error entry index must be a whole number from 0', 'index'],
    ['with a non-string path', { type: 'error', message: 'm', path: 3 }, 'error entry path must be a string', 'path'],
  ])('reports an error entry %s as an error at its own position', (_label, bad, message, path) => {
    expect(parse([{ type: 'user', text: 'a' }, bad])).toEqual([{ type: 'user', text: 'a' }, { type: 'error', message, index: 1, path }]);
  });
});

describe('parseTranscript: input forms', () => {
  it('accepts a JSON string and reads it like the parsed value', () => {
    const value = [
      { type: 'user', text: 'hi' },
      call('c1'),
      ['ok', 'fine'],
    ];
    expect(parse(JSON.stringify(value))).toEqual(parse(value));
    expect(parse(JSON.stringify(value))).toHaveLength(3);
  });

  it('turns an invalid JSON string into a single error entry', () => {
    const entries = parse('[{"type": "user", "text": ');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'error' });
    expect((entries[0] as { message: string }).message).toMatch(/^transcript is not valid JSON: /);
  });

  it.each([
    ['an object', { type: 'user', text: 'hi' }, 'transcript is an object, expected an array'],
    ['null', null, 'transcript is null, expected an array'],
    ['undefined', undefined, 'transcript is undefined, expected an array'],
    ['a number', 42, 'transcript is a number, expected an array'],
    ['a boolean', true, 'transcript is a boolean, expected an array'],
    ['a JSON string of an object', '{"type":"user","text":"hi"}', 'transcript is an object, expected an array'],
    ['a JSON string of a number', '7', 'transcript is a number, expected an array'],
  ])('reports non-array input (%s) as one error entry', (_label, input, message) => {
    expect(parse(input)).toEqual([{ type: 'error', message }]);
  });
});

describe('parseTranscript: malformed entries become errors in place', () => {
  const user = { type: 'user', text: 'before' };
  const assistant = { type: 'assistant', text: 'after' };

  /** Puts `bad` between two valid messages and returns what it parsed to. */
  function sandwiched(bad: unknown, leading: unknown[] = []) {
    const entries = parse([...leading, user, bad, assistant]);
    expect(entries[leading.length]).toEqual(user);
    expect(entries.at(-1)).toEqual(assistant);
    return entries.slice(leading.length + 1, -1);
  }

  it.each([
    ['unknown entry type', { type: 'system', text: 'x' }, "unknown entry type 'system'", 'type'],
    ['no type', { text: 'x' }, 'entry without a type', 'type'],
    ['user without text', { type: 'user' }, 'user message without text', 'text'],
    ['assistant with non-string text', { type: 'assistant', text: 42 }, 'assistant message without text', 'text'],
    ['tool call without an id', { type: 'tool_call', name: 'get_weather' }, 'tool call without an id', 'id'],
    ['tool call with an empty id', { type: 'tool_call', id: '', name: 'get_weather' }, 'tool call without an id', 'id'],
    ['tool call without a name', { type: 'tool_call', id: 'c9' }, "tool call 'c9' without a name", 'name'],
    ['tool result without toolCallId', { type: 'tool_result', content: 'x' }, 'tool result without a toolCallId', 'toolCallId'],
    ['tool result without content', { type: 'tool_result', toolCallId: 'c1' }, "tool result 'c1' without content", 'content'],
    [
      'tool result with non-boolean isError',
      { type: 'tool_result', toolCallId: 'c1', content: 'x', isError: 'yes' },
      "tool result 'c1' has a non-boolean isError",
      'isError',
    ],
    ['ui entry without toolCallId', { type: 'ui', ui: { kind: 'text', text: 'x' } }, 'UI entry without a toolCallId', 'toolCallId'],
    ['unknown UI kind', { type: 'ui', toolCallId: 'c1', ui: { kind: 'x' } }, "unknown UI kind 'x'", 'ui.kind'],
    ['UI without a kind', { type: 'ui', toolCallId: 'c1', ui: { text: 'x' } }, 'UI content without a kind', 'ui.kind'],
    ['UI that is not an object', { type: 'ui', toolCallId: 'c1', ui: 'hello' }, 'UI content is a string, expected an object', 'ui'],
    [
      'widget launcher without a label',
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', widget: 'map' } },
      'widget launcher without a label',
      'ui.label',
    ],
    [
      'widget launcher with a blank label',
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: '   ', widget: 'map' } },
      'widget launcher without a label',
      'ui.label',
    ],
    [
      'widget launcher without a widget id',
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open' } },
      "widget launcher 'Open' without a widget id",
      'ui.widget',
    ],
    ['bare tuple with no call before it', ['ok', 'orphan'], 'tool result tuple with no tool call before it', ''],
    ['attachments that are not an array', { type: 'user', text: 'x', attachments: 'a.pdf' }, 'attachments must be an array', 'attachments'],
    [
      'an attachment with a non-string url',
      { type: 'user', text: 'x', attachments: [{ url: 7, mediaType: 'image/png' }] },
      'attachment without a url',
      'attachments[0].url',
    ],
    [
      'an attachment with a non-string mediaType',
      { type: 'assistant', text: 'x', attachments: [{ url: 'https://e.com/a', mediaType: 'image/png' }, { url: 'https://e.com/b', mediaType: null }] },
      'attachment without a mediaType',
      'attachments[1].mediaType',
    ],
    [
      'an attachment with a non-string name',
      { type: 'user', text: 'x', attachments: [{ url: 'https://e.com/a', mediaType: 'text/plain', name: ['a'] }] },
      'attachment name must be a string',
      'attachments[0].name',
    ],
    [
      'an attachment without a url',
      { type: 'user', text: 'x', attachments: [{ mediaType: 'image/png' }] },
      'attachment without a url',
      'attachments[0].url',
    ],
    [
      'an attachment whose url is only inherited',
      { type: 'user', text: 'x', attachments: [Object.assign(Object.create({ url: 'https://inherited.example' }) as object, { mediaType: 'image/png' })] },
      'attachment without a url',
      'attachments[0].url',
    ],
    ['an attachment that is null', { type: 'user', text: 'x', attachments: [null] }, 'attachment is null, expected an object', 'attachments[0]'],
    ['reasoning without text', { type: 'reasoning' }, 'reasoning without text', 'text'],
    ['reasoning with non-string text', { type: 'reasoning', text: { a: 1 } }, 'reasoning without text', 'text'],
    ['reasoning with a non-boolean streaming', { type: 'reasoning', text: 'x', streaming: 'yes' }, 'reasoning streaming must be a boolean', 'streaming'],
  ])('%s', (_label, bad, message, path = '') => {
    expect(sandwiched(bad)).toEqual([{ type: 'error', message, index: 1, ...(path && { path }) }]);
  });

  it.each([
    ['an unknown tag', ['done', 'x'], "unknown result tag 'done', expected 'ok' or 'error'", '[0]'],
    ['a non-string tag', [1, 'x'], "unknown result tag '1', expected 'ok' or 'error'", '[0]'],
    ['an empty tuple', [], "unknown result tag 'undefined', expected 'ok' or 'error'", '[0]'],
    ['a non-string text', ['ok', 5], "['ok', …] tuple needs a string second item, got a number", '[1]'],
    ['an error tuple with a third item', ['error', 'x', {}], "['error', reason] tuple takes no third item", '[2]'],
    ['an ok tuple with four items', ['ok', 'x', { ui: null }, 1], "['ok', text, {ui}] tuple has too many items", '[3]'],
    ['an ok tuple whose third item is not {ui}', ['ok', 'x', { kind: 'text' }], 'third item of an [\'ok\', …] tuple must be {"ui": …}', '[2]'],
  ])('a bare tuple with %s is an error', (_label, tuple, message, path) => {
    expect(sandwiched(tuple, [call('c1')])).toEqual([{ type: 'error', message, index: 2, path }]);
  });

  it('reports bad UI inside a valid result after the result itself, which survives', () => {
    const entries = parse([call('c1'), ['ok', 'done', { ui: { kind: 'widget', widget: 'map' } }]]);
    expect(entries).toEqual([
      call('c1'),
      { type: 'tool_result', toolCallId: 'c1', content: 'done', isError: false },
      { type: 'error', message: 'widget launcher without a label', index: 1, path: '[2].ui.label' },
    ]);
  });

  it('reports a `result` that is neither string, object form nor tuple', () => {
    expect(sandwiched({ type: 'tool_result', toolCallId: 'c1', result: 42 })).toEqual([
      {
        type: 'error',
        message: 'result is a number, expected a string, {ok, result} or a tuple',
        index: 1,
        path: 'result',
      },
    ]);
  });

  it('keeps `index` as the wire index (position in the source array) even after entries expand', () => {
    const entries = parse([
      call('c1'),
      ['ok', 'x', { ui: { kind: 'text', text: 'note' } }], // expands to two entries
      { type: 'nope' },
    ]);
    expect(entries).toHaveLength(4);
    expect(entries[3]).toEqual({ type: 'error', message: "unknown entry type 'nope'", index: 2, path: 'type' });
  });

  it.each([
    ['a number', 42, 'entry is a number, expected an object'],
    ['null', null, 'entry is null, expected an object'],
    ['a string', 'hello', 'entry is a string, expected an object'],
    ['a boolean', false, 'entry is a boolean, expected an object'],
    ['undefined', undefined, 'entry is undefined, expected an object'],
  ])('an entry that is %s is an error', (_label, bad, message) => {
    expect(sandwiched(bad)).toEqual([{ type: 'error', message, index: 1 }]);
  });

  it('reads a mixed transcript: every malformed entry is reported, every valid one survives', () => {
    const entries = parse([
      { type: 'user', text: 'hi' },
      7,
      call('c1'),
      { type: 'tool_call', name: 'no_id' },
      ['ok', 'answer'],
      ['ok', 'orphan'],
      { type: 'assistant', text: 'bye' },
    ]);
    expect(entries.map((entry) => entry.type)).toEqual([
      'user',
      'error',
      'tool_call',
      'error',
      'tool_result',
      'error',
      'assistant',
    ]);
    expect(entries.filter((entry) => entry.type === 'error').map((entry) => entry.index)).toEqual([1, 3, 5]);
  });
});

describe('parseTranscript: hostile input never throws', () => {
  it('treats a JSON `__proto__` key as plain data, without polluting any prototype', () => {
    const entries = parse('[{"__proto__": {"type": "user", "text": "injected"}}, {"type": "user", "text": "ok", "__proto__": {"polluted": true}}]');
    expect(entries).toEqual([
      { type: 'error', message: 'entry without a type', index: 0, path: 'type' },
      { type: 'user', text: 'ok' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(entries[1])).toBe(Object.prototype);
  });

  it('ignores inherited properties: only own keys count', () => {
    const inherited = Object.create({ type: 'user', text: 'from the prototype' }) as object;
    expect(parse([inherited])).toEqual([{ type: 'error', message: 'entry without a type', index: 0, path: 'type' }]);
  });

  it('does not confuse `constructor` or `toString` keys for behaviour', () => {
    const entries = parse(
      '[{"type": "constructor"}, {"type": "toString"}, {"type": "user", "text": "hi", "constructor": 1, "toString": 2}]',
    );
    expect(entries).toEqual([
      { type: 'error', message: "unknown entry type 'constructor'", index: 0, path: 'type' },
      { type: 'error', message: "unknown entry type 'toString'", index: 1, path: 'type' },
      { type: 'user', text: 'hi' },
    ]);
  });

  it('survives a `type` that cannot be converted to a string', () => {
    // `String()` on these throws a TypeError; the parser must describe them instead.
    const entries = parse([
      JSON.parse('{"type": {"toString": 1, "valueOf": 2}}'),
      { type: Object.create(null) },
      { type: 'ui', toolCallId: 'c1', ui: { kind: Object.create(null) } },
    ]);
    expect(entries).toEqual([
      { type: 'error', message: 'unknown entry type an object', index: 0, path: 'type' },
      { type: 'error', message: 'unknown entry type an object', index: 1, path: 'type' },
      { type: 'error', message: 'unknown UI kind an object', index: 2, path: 'ui.kind' },
    ]);
  });

  it('survives a tuple tag that is a deeply nested array', () => {
    const depth = 100_000;
    const deep = '['.repeat(depth) + ']'.repeat(depth);
    const entries = parse(`[{"type":"tool_call","id":"c1","name":"n"}, [${deep}, "x"], {"type":"user","text":"still here"}]`);
    expect(entries).toEqual([
      { type: 'tool_call', id: 'c1', name: 'n', args: {} },
      { type: 'error', message: "unknown result tag an array, expected 'ok' or 'error'", index: 1, path: '[0]' },
      { type: 'user', text: 'still here' },
    ]);
  });

  it('survives deeply nested objects in args and entries', () => {
    const depth = 50_000;
    const nested = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const entries = parse(`[{"type":"tool_call","id":"c1","name":"n","args":${nested}}, {"type":${nested}}, ${'['.repeat(depth)}${']'.repeat(depth)}]`);
    expect(entries.map((entry) => entry.type)).toEqual(['tool_call', 'error', 'error']);
    expect(entries[1]).toEqual({ type: 'error', message: 'unknown entry type an object', index: 1, path: 'type' });
  });

  it('keeps a 1 MB message intact and cuts a 1 MB bad type short in the error', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const entries = parse(JSON.stringify([{ type: 'user', text: huge }, { type: huge }]));
    expect(entries[0]).toEqual({ type: 'user', text: huge });
    const error = entries[1] as { type: string; message: string };
    expect(error.type).toBe('error');
    expect(error.message.startsWith("unknown entry type 'xxxx")).toBe(true);
    expect(error.message.length).toBeLessThan(100);
  });

  it('rejects a 1 MB string that is not JSON with a single error', () => {
    const entries = parse('['.repeat(1024 * 1024));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.type).toBe('error');
  });

  it('keeps unicode text exactly, including emoji, RTL, combining marks and NUL', () => {
    const text = 'héllo 👋🏽 مرحبا 日本語 e\u0301 \u0000 \u202e';
    expect(parse(JSON.stringify([{ type: 'assistant', text }]))).toEqual([{ type: 'assistant', text }]);
    expect(parse([call('ид-1', 'погода'), ['ok', '☀️']])[1]).toEqual({
      type: 'tool_result',
      toolCallId: 'ид-1',
      content: '☀️',
      isError: false,
    });
  });

  it('reads numbers, nulls and nested arrays as entries without throwing', () => {
    const entries = parse([0, -1, NaN, Infinity, null, [], [[]], [null], true, 'text', { }]);
    expect(entries).toHaveLength(11);
    expect(entries.every((entry) => entry.type === 'error')).toBe(true);
    expect(entries.map((entry) => (entry as { index?: number }).index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('parseTranscript: values built in code', () => {
  it('never throws on a revoked proxy or an element getter that throws', () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(parseTranscript(proxy)).toEqual([{ type: 'error', message: 'transcript could not be read' }]);
    const hostile: unknown[] = [{ type: 'user', text: 'kept' }];
    Object.defineProperty(hostile, 1, {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    hostile.length = 3;
    hostile[2] = { type: 'assistant', text: 'also kept' };
    expect(parseTranscript(hostile)).toEqual([
      { type: 'user', text: 'kept' },
      { type: 'error', message: 'entry could not be read', index: 1 },
      { type: 'assistant', text: 'also kept' },
    ]);
  });
});
