import { parseTranscript } from '../../src/core';
import { createTranscriptReader } from '../../src/core/parseTranscript';
import { countArrayWork } from './countArrayWork';

// Work is counted, not timed (see countArrayWork): linear parsing does about 8 times the work
// for 8 times the input; a scan of the open calls per call or result does about 64 times.
const calls = (count: number, from = 0) =>
  Array.from({ length: count }, (_, at) => ({ type: 'tool_call', id: `c${from + at}`, name: 'search', args: {} }));
const results = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ type: 'tool_result', toolCallId: `c${at}`, result: 'ok' }));
const tuples = (count: number) => Array.from({ length: count }, () => ['ok', 'done']);

function growth(transcript: (count: number) => unknown[]): number {
  const small = countArrayWork(() => parseTranscript(transcript(1_000)));
  const large = countArrayWork(() => parseTranscript(transcript(8_000)));
  return large / Math.max(small, 1);
}

describe('parseTranscript: linear in tool calls', () => {
  it('reads unanswered calls with work in proportion to their number', () => {
    expect(growth((count) => calls(count))).toBeLessThan(10);
  });

  it('reads calls and then their results with work in proportion to their number', () => {
    expect(growth((count) => [...calls(count), ...results(count)])).toBeLessThan(10);
  });

  it('reads calls and then bare result tuples with work in proportion to their number', () => {
    expect(growth((count) => [...calls(count), ...tuples(count)])).toBeLessThan(10);
  });

  it('reads a later chunk by its own entries, whatever number of calls are still open', () => {
    for (const open of [1_000, 8_000]) {
      const reader = createTranscriptReader();
      reader.read(calls(open));
      const chunk = [...calls(10, open), { type: 'tool_result', toolCallId: 'c0', result: 'ok' }, ['ok', 'done']];
      let read: unknown[] = [];
      const work = countArrayWork(() => {
        read = reader.read(chunk);
      });
      // The tuple answers the nearest open call, the last one of this chunk.
      expect(read.at(-1)).toMatchObject({ type: 'tool_result', toolCallId: `c${open + 9}` });
      expect(work).toBeLessThan(200);
    }
  });
});
