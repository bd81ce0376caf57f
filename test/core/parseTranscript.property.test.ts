import fc from 'fast-check';
import * as v from 'valibot';
import { parseTranscript, transcriptEntrySchema, type TranscriptEntry } from '../../src/core';
import { checkTranscriptEntry } from '../../src/core/schemas/checkTranscriptEntry';
import { entryShapes, toolResultEntrySchema } from '../../src/core/schemas/transcriptEntrySchema';
import { textContentSchema, widgetLauncherContentSchema } from '../../src/core/schemas/uiContentSchema';

// The parser warns once per malformed chunk in development; hundreds of runs would flood the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const prototypeKeys = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];
// Read from the schemas, so a field or entry type added there is generated here at once, and the
// fast path is checked against it without anyone remembering to extend this test.
const entryFields = [...new Set([...entryShapes, toolResultEntrySchema].flatMap((shape) => Object.keys(shape.entries)))];
const uiFields = [...new Set([textContentSchema, widgetLauncherContentSchema].flatMap((shape) => Object.keys(shape.entries)))];
const entryKeys = [...entryFields, ...uiFields];
const types = [...entryShapes.map((shape) => shape.entries.type.literal), 'constructor', '__proto__'];
const kinds = [textContentSchema, widgetLauncherContentSchema].map((shape) => shape.entries.kind.literal);
const entryTypes: string[] = [...entryShapes.map((shape) => shape.entries.type.literal)];
const attachmentFields = ['url', 'mediaType', 'name'] as const;

/** Keys an attacker or a buggy backend might send: real field names mixed with prototype names. */
const hostileKey = fc.oneof(fc.constantFrom(...prototypeKeys, ...entryKeys), fc.string({ maxLength: 8 }));
const hostileLeaf = fc.oneof(
  fc.constantFrom(...types, 'ok', 'error', 'text', 'widget', '', '   '),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 6 }),
  ),
}));
const uiLike = fc.record(
  Object.fromEntries(uiFields.map((key) => [key, key === 'kind' ? fc.constantFrom(...kinds, 'x') : hostileValue])),
  { requiredKeys: [] },
);
const attachmentLike = fc.record(Object.fromEntries(attachmentFields.map((key) => [key, fc.oneof(fc.string({ maxLength: 12 }), hostileValue)])), {
  requiredKeys: [],
});
/** An object shaped like an entry, so the deep branches (results, tuples, UI, attachments) are reached. */
const entryLike = fc.record(
  Object.fromEntries(
    entryFields.map((key) => {
      if (key === 'type') return [key, fc.constantFrom(...types)];
      if (key === 'result') return [key, fc.oneof(hostileValue, fc.tuple(fc.constantFrom('ok', 'error'), hostileValue, fc.oneof(hostileValue, fc.record({ ui: uiLike }))))];
      if (key === 'ui') return [key, fc.oneof(hostileValue, uiLike)];
      if (key === 'index') return [key, fc.oneof(fc.nat(), hostileValue)];
      if (key === 'attachments') return [key, fc.oneof(hostileValue, fc.array(attachmentLike, { maxLength: 3 }))];
      return [key, hostileValue];
    }),
  ),
  { requiredKeys: [] },
);
const anyEntry = fc.oneof(entryLike, hostileValue, fc.anything({ withObjectString: true, withNullPrototype: true, withBoxedValues: true }));

/** Parses from a JSON string too, so `__proto__` arrives as an own key, as it does over the wire. */
function parseBothWays(entries: unknown[]): TranscriptEntry[][] {
  const results = [parseTranscript(entries)];
  let json: string | undefined;
  try {
    json = JSON.stringify(entries);
  } catch {
    // BigInt and friends: not sendable as JSON, so only the value form applies.
  }
  if (json !== undefined) results.push(parseTranscript(json));
  return results;
}

/** Whether `input` holds an error entry of its own, which is read back as it came. */
function sendsErrors(input: unknown[]): boolean {
  return input.some((item) => {
    try {
      return typeof item === 'object' && item !== null && Object.hasOwn(item, 'type') && (item as { type: unknown }).type === 'error';
    } catch {
      return false;
    }
  });
}

function expectWellFormed(entries: TranscriptEntry[], input: unknown[]) {
  for (const entry of entries) {
    expect(entryTypes).toContain(entry.type);
    if (entry.type === 'reasoning') expect(typeof entry.text).toBe('string');
    if ((entry.type === 'user' || entry.type === 'assistant') && entry.attachments !== undefined) {
      for (const attachment of entry.attachments) {
        expect(typeof attachment.url).toBe('string');
        expect(typeof attachment.mediaType).toBe('string');
        if (attachment.name !== undefined) expect(typeof attachment.name).toBe('string');
      }
    }
    if (entry.type === 'error') {
      expect(typeof entry.message).toBe('string');
      expect(entry.message.length).toBeGreaterThan(0);
      if (entry.index !== undefined) expect(Number.isInteger(entry.index) && entry.index >= 0).toBe(true);
      if (sendsErrors(input)) continue;
      // Messages quote wire values cut short: a huge hostile string never floods the UI.
      expect(entry.message.length).toBeLessThan(200);
      if (entry.index !== undefined) expect(entry.index).toBeLessThan(input.length);
    }
    if (entry.type === 'ui' && entry.ui.kind === 'widget') expect(entry.ui.data).not.toBeNull();
  }
}

describe('parseTranscript: arbitrary input (property)', () => {
  it('never throws on arbitrary JSON, and every entry it returns is well formed', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 12 }), (entries) => {
        for (const parsed of parseBothWays(entries)) expectWellFormed(parsed, entries);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on hostile entries: prototype keys, null prototypes, boxed values, odd unicode', () => {
    fc.assert(
      fc.property(fc.array(anyEntry, { maxLength: 10 }), (entries) => {
        for (const parsed of parseBothWays(entries)) expectWellFormed(parsed, entries);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on a whole transcript that is anything at all, as a value or a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: 'binary' }), fc.json()), (input) => {
        expect(Array.isArray(parseTranscript(input))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('survives deep nesting and huge strings anywhere in an entry', () => {
    const depth = fc.integer({ min: 1_000, max: 20_000 });
    fc.assert(
      fc.property(depth, fc.constantFrom('args', 'ui', 'result', 'type', 'text'), (levels, field) => {
        const deep = '['.repeat(levels) + ']'.repeat(levels);
        const huge = JSON.stringify('\u{1F600}'.repeat(50_000));
        const json = `[{"type":"tool_call","id":"c","name":"n","${field}":${deep}}, {"type":"user","text":${huge}}, {"type":${huge}}]`;
        const entries = parseTranscript(json);
        expect(entries).toHaveLength(3);
        expect(entries[1]).toMatchObject({ type: 'user' });
        expectWellFormed(entries, [0, 1, 2]);
      }),
      { numRuns: 10 },
    );
  });

  it('never reads a field from the prototype chain', () => {
    fc.assert(
      fc.property(entryLike, (fields) => {
        const inherited = Object.create(fields) as object;
        expect(parseTranscript([inherited])).toEqual([{ type: 'error', message: 'entry without a type', index: 0, path: 'type' }]);
      }),
      { numRuns: 100 },
    );
  });

  it('gives back its own output unchanged: parsed entries, errors included, are wire entries', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(entryLike, hostileValue), { maxLength: 10 }), (entries) => {
        for (const parsed of parseBothWays(entries)) {
          expect(parseTranscript(parsed)).toEqual(parsed);
          expect(parseTranscript(JSON.stringify(parsed))).toEqual(parsed);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes the fast path only where the schema agrees, with the same output', () => {
    fc.assert(
      fc.property(fc.oneof(entryLike, hostileValue), (item) => {
        const fast = checkTranscriptEntry(item);
        const schema = v.safeParse(transcriptEntrySchema, item);
        expect(fast.ok).toBe(schema.success);
        if (fast.ok && schema.success) expect(fast.value).toEqual(schema.output);
      }),
      { numRuns: 500 },
    );
  });
});

/** Valid wire entries in conversation order, with what each must parse to. */
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const nonEmpty = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const label = nonEmpty.filter((value) => value.trim() !== '');
const uiContent = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text }),
  // `data: null` reads as no data (documented), so it is not its own round trip.
  fc.record({ kind: fc.constant('widget' as const), label, widget: nonEmpty, data: fc.jsonValue({ maxDepth: 2 }).filter((data) => data !== null) }, { requiredKeys: ['kind', 'label', 'widget'] }),
);
const attachment = fc.record({ url: text, mediaType: nonEmpty, name: text }, { requiredKeys: ['url', 'mediaType'] });
const validEntry = fc.oneof(
  fc.record({ type: fc.constantFrom('user' as const, 'assistant' as const), text }),
  fc.record({ type: fc.constantFrom('user' as const, 'assistant' as const), text, attachments: fc.array(attachment, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('reasoning' as const), text, streaming: fc.boolean() }, { requiredKeys: ['type', 'text'] }),
  // `args: null` reads as `{}` (documented), so it is not its own round trip.
  fc.record({ type: fc.constant('tool_call' as const), id: nonEmpty, name: nonEmpty, args: fc.jsonValue({ maxDepth: 2 }).filter((args) => args !== null) }),
  fc.record({ type: fc.constant('tool_result' as const), toolCallId: nonEmpty, content: text, isError: fc.boolean() }),
  fc.record({ type: fc.constant('ui' as const), toolCallId: nonEmpty, ui: uiContent }),
  fc.record({ type: fc.constant('error' as const), message: nonEmpty, index: fc.nat(), path: text }, { requiredKeys: ['type', 'message'] }),
);
export const validEntries = fc.array(validEntry, { maxLength: 15 });

describe('parseTranscript: valid input (property)', () => {
  it('reads every valid entry back as itself, from a value and from JSON', () => {
    fc.assert(
      fc.property(validEntries, (entries) => {
        // JSON has no `-0` and no `undefined`; compare against what the wire would carry.
        const wire = JSON.parse(JSON.stringify(entries)) as unknown[];
        for (const parsed of parseBothWays(wire)) expect(parsed).toEqual(wire);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseTranscript: development warnings', () => {
  it('warns once per malformed chunk, naming the entry, the field and the problem', () => {
    const warn = vi.mocked(console.warn);
    parseTranscript([{ type: 'user', text: 'fine' }, { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', widget: 'map' } }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[cameo] transcript: 1 malformed entry, shown as errors in place: entry 1 at ui.label: widget launcher without a label',
    );
    parseTranscript([{ type: 'user', text: 'fine' }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stays silent in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      parseTranscript([42]);
      expect(console.warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
