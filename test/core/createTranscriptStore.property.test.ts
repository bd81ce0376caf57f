import fc from 'fast-check';
import { type NewEntry, type TranscriptEntry, type TranscriptStore } from '../../src/core';
import { createTranscriptStore } from '../../src/core/createTranscriptStore';

/**
 * The drawing order, stated once and plainly: every ui row whose call has a result goes right
 * after that result, its call's ui rows in conversation order; everything else keeps its place.
 * The store builds this incrementally; here it is computed from the whole conversation.
 */
function expectedOrder(conversation: readonly TranscriptEntry[]): TranscriptEntry[] {
  const answered = new Set(conversation.flatMap((entry) => (entry.type === 'tool_result' ? [entry.toolCallId] : [])));
  const follows = (entry: TranscriptEntry) => entry.type === 'ui' && answered.has(entry.toolCallId);
  return conversation.flatMap((entry) => {
    if (follows(entry)) return [];
    if (entry.type !== 'tool_result') return [entry];
    return [entry, ...conversation.filter((row) => row.type === 'ui' && row.toolCallId === entry.toolCallId)];
  });
}

const calls = ['a', 'b', 'c', 'd'];

/** A conversation of messages, calls, results (at most one per call) and ui rows, in any order. */
const conversation = fc
  .array(
    fc.oneof(
      fc.constant({ kind: 'say' as const }),
      fc.record({ kind: fc.constant('call' as const), call: fc.constantFrom(...calls) }),
      fc.record({ kind: fc.constant('result' as const), call: fc.constantFrom(...calls) }),
      fc.record({ kind: fc.constant('ui' as const), call: fc.constantFrom(...calls, 'orphan') }),
    ),
    { maxLength: 24 },
  )
  .map((steps) => {
    const resulted = new Set<string>();
    return steps.flatMap((step, at): TranscriptEntry[] => {
      // Each entry's text names it, so orders compare as lists of names.
      const name = `${step.kind}-${at}`;
      switch (step.kind) {
        case 'say':
          return [{ type: 'assistant', text: name }];
        case 'call':
          return [{ type: 'tool_call', id: step.call, name, args: {} }];
        case 'result':
          if (resulted.has(step.call)) return [];
          resulted.add(step.call);
          return [{ type: 'tool_result', toolCallId: step.call, content: name, isError: false }];
        case 'ui':
          return [{ type: 'ui', toolCallId: step.call, ui: { kind: 'text', text: name } }];
      }
    });
  });

const nameOf = (entry: TranscriptEntry): string => {
  switch (entry.type) {
    case 'assistant':
    case 'user':
    case 'reasoning':
      return entry.text;
    case 'tool_call':
      return entry.name;
    case 'tool_result':
      return entry.content;
    case 'ui':
      return entry.ui.kind === 'text' ? entry.ui.text : entry.ui.label;
    case 'tool_approval':
      return `${entry.approved ? 'approved' : 'denied'} ${entry.toolCallId}`;
    case 'error':
      return entry.message;
  }
};

function drawn(store: TranscriptStore): string[] {
  const { keys, entries } = store.getState();
  return keys.map((key) => nameOf(entries.get(key)!));
}

type Method = 'append' | 'appendMany' | 'appendJSON';

/** Splits `entries` into chunks at the given (sorted, deduplicated) cut points. */
function chunks<T>(entries: readonly T[], cuts: readonly number[]): T[][] {
  const points = [...new Set(cuts.map((cut) => cut % (entries.length + 1)))].sort((x, y) => x - y);
  const out: T[][] = [];
  let from = 0;
  for (const point of [...points, entries.length]) {
    out.push(entries.slice(from, point));
    from = point;
  }
  return out.filter((chunk) => chunk.length > 0);
}

describe('createTranscriptStore: drawing order (property)', () => {
  it('draws ui rows after their results however the conversation arrives: seeded, appended in chunks, prepended', () => {
    fc.assert(
      fc.property(
        conversation,
        fc.nat(),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.array(fc.constantFrom<Method>('append', 'appendMany', 'appendJSON'), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (entries, seedStart, seedLength, appendCuts, prependCuts, methods, seedAsJSON) => {
          // The conversation is [older | seed | newer]: older is prepended (newest chunk first),
          // newer appended in chunks, each with some method.
          const start = seedStart % (entries.length + 1);
          const end = start + (seedLength % (entries.length - start + 1));
          const seed = entries.slice(start, end);
          const store = createTranscriptStore(seedAsJSON ? JSON.stringify(seed) : seed);
          for (const chunk of chunks(entries.slice(0, start), prependCuts).reverse()) store.getState().prepend(chunk);
          chunks(entries.slice(end), appendCuts).forEach((chunk, at) => {
            const method = methods[at % methods.length]!;
            if (method === 'append') store.getState().append(...(chunk as NewEntry[]));
            else if (method === 'appendMany') store.getState().appendMany(chunk);
            else store.getState().appendJSON(JSON.stringify(chunk));
          });
          expect(drawn(store)).toEqual(expectedOrder(entries).map(nameOf));
        },
      ),
      { numRuns: 500 },
    );
  });
});
