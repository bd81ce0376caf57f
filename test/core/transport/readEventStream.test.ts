// @vitest-environment node
import { readEventStream, type EventStreamEvent } from '../../../src/core/transport/readEventStream';

const encode = (text: string) => new TextEncoder().encode(text);

/** A stream that yields `chunks` one per pull and records whether it was cancelled. */
function streamOf(chunks: Uint8Array[]) {
  const state = { cancelled: false, reason: undefined as unknown };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
    cancel(reason) {
      state.cancelled = true;
      state.reason = reason;
    },
  });
  return { stream, state };
}

type Seen = ['event', EventStreamEvent] | ['retry', number] | ['id', string] | ['comment', string];

async function parse(chunks: Uint8Array[]): Promise<Seen[]> {
  const seen: Seen[] = [];
  await readEventStream(streamOf(chunks).stream, {
    onEvent: (event) => seen.push(['event', event]),
    onRetry: (ms) => seen.push(['retry', ms]),
    onLastEventId: (id) => seen.push(['id', id]),
    onComment: (text) => seen.push(['comment', text]),
  });
  return seen;
}

const events = (seen: Seen[]) => seen.filter((item) => item[0] === 'event').map((item) => item[1]);

/** Splits `bytes` at the given offsets. */
function splitAt(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const cuts = [0, ...offsets, bytes.length];
  return cuts.slice(1).map((end, i) => bytes.slice(cuts[i], end));
}

// Every feature at once: BOM, all three line endings, comments, multi-line data, ids that
// persist, an id-only block, retry (valid and not), multi-byte UTF-8, a named event, and an
// unterminated event at the end that must be discarded.
const fixture =
  '\uFEFF: hello\r\n' +
  'retry: 1500\r\n' +
  'id: 1\r\nevent: update\r\ndata: {"a":"é"}\r\n\r\n' +
  'data: line one\rdata: line two\r\r' +
  'id: 2\n\n' +
  'data:no space\ndata:  two spaces\n\n' +
  'retry: 12x\nretry: -1\n' +
  'event: ping\ndata\n\n' +
  'id: 3\r\ndata: 🎉 done\r\n\r\n' +
  'data: never dispatched';

const expected: Seen[] = [
  ['comment', 'hello'],
  ['retry', 1500],
  ['id', '1'],
  ['event', { type: 'update', data: '{"a":"é"}', lastEventId: '1' }],
  ['event', { type: 'message', data: 'line one\nline two', lastEventId: '1' }],
  ['id', '2'],
  ['event', { type: 'message', data: 'no space\n two spaces', lastEventId: '2' }],
  ['event', { type: 'ping', data: '', lastEventId: '2' }],
  ['id', '3'],
  ['event', { type: 'message', data: '🎉 done', lastEventId: '3' }],
];

describe('readEventStream', () => {
  it('parses every field, line ending, comment and the BOM in one chunk', async () => {
    expect(await parse([encode(fixture)])).toEqual(expected);
  });

  it('gives the same result for every split into two chunks (mid-CRLF and mid-character included)', async () => {
    const bytes = encode(fixture);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await parse(splitAt(bytes, [cut])), `cut at byte ${cut}`).toEqual(expected);
    }
  });

  it('gives the same result one byte per chunk, and for every three-way split of a CRLF/UTF-8 stretch', async () => {
    const bytes = encode(fixture);
    expect(await parse([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(expected);
    // The stretch around "é" and the CRLFs that follow it, cut in every pair of places.
    const from = fixture.indexOf('{"a"');
    const to = encode(fixture.slice(0, fixture.indexOf('line one'))).length;
    for (let a = from; a < to; a++) {
      for (let b = a + 1; b < to; b++) {
        expect(await parse(splitAt(bytes, [a, b])), `cuts at ${a}, ${b}`).toEqual(expected);
      }
    }
  });

  it('gives the same result with no comment handler (as the HTTP transport reads), one byte per chunk', async () => {
    // Without onComment, comment lines take a different path (skipped, not buffered).
    const seen: Seen[] = [];
    const bytes = encode(`\uFEFF: ${'x'.repeat(40)}\n${fixture.slice(1)}`);
    await readEventStream(streamOf([...bytes].map((byte) => Uint8Array.of(byte))).stream, {
      onEvent: (event) => seen.push(['event', event]),
      onRetry: (ms) => seen.push(['retry', ms]),
      onLastEventId: (id) => seen.push(['id', id]),
    });
    expect(seen).toEqual(expected.filter((item) => item[0] !== 'comment'));
  });

  it('tolerates empty chunks', async () => {
    const bytes = encode('data: x\r');
    const chunks = [new Uint8Array(0), bytes, new Uint8Array(0), encode('\n'), new Uint8Array(0), encode('\n')];
    expect(events(await parse(chunks))).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
  });

  it('treats a lone CR followed by LF in the next chunk as one line ending, not two', async () => {
    // Were "\r" + "\n" two endings, the empty line would dispatch "a" alone.
    const seen = await parse([encode('data: a\r'), encode('\ndata: b\n\n')]);
    expect(events(seen)).toEqual([{ type: 'message', data: 'a\nb', lastEventId: '' }]);
  });

  it('drops only one leading BOM, even when its bytes are split', async () => {
    const bom = encode('\uFEFF');
    expect(events(await parse([bom.slice(0, 1), bom.slice(1), encode('data: x\n\n')]))).toEqual([
      { type: 'message', data: 'x', lastEventId: '' },
    ]);
    // A second BOM is part of the field name "\uFEFFdata", which is unknown: no event.
    expect(events(await parse([encode('\uFEFF\uFEFFdata: x\n\n')]))).toEqual([]);
  });

  it('keeps the last event id across events, resets it with an empty id, and ignores ids with NUL', async () => {
    const seen = await parse([
      encode('id: 7\ndata: a\n\ndata: b\n\nid: 8\0\ndata: c\n\nid\ndata: d\n\n'),
    ]);
    expect(seen).toEqual([
      ['id', '7'],
      ['event', { type: 'message', data: 'a', lastEventId: '7' }],
      ['event', { type: 'message', data: 'b', lastEventId: '7' }],
      ['event', { type: 'message', data: 'c', lastEventId: '7' }],
      ['id', ''],
      ['event', { type: 'message', data: 'd', lastEventId: '' }],
    ]);
  });

  it('reports an id sent without data, without dispatching an event', async () => {
    expect(await parse([encode('id: 42\n\n: ping\n\n')])).toEqual([
      ['id', '42'],
      ['comment', 'ping'],
    ]);
  });

  it('resets the event type after each dispatch, and after a block with no data', async () => {
    const seen = await parse([encode('event: update\n\ndata: a\n\nevent: x\ndata: b\n\ndata: c\n\n')]);
    expect(events(seen).map((event) => event.type)).toEqual(['message', 'x', 'message']);
  });

  it('ignores unknown fields and a retry that is not all ASCII digits', async () => {
    const seen = await parse([encode('foo: bar\nretry: 1.5\nretry:  20\nretry: ٣\nretry:0\ndata: x\n\n')]);
    expect(seen).toEqual([
      ['retry', 0],
      ['event', { type: 'message', data: 'x', lastEventId: '' }],
    ]);
  });

  it('dispatches an event whose blank line is a CR at the very end of the stream', async () => {
    // The CR might have been half of a CRLF, but the stream ended: it is a line ending.
    expect(events(await parse([encode('data: a\r'), encode('\r')]))).toEqual([
      { type: 'message', data: 'a', lastEventId: '' },
    ]);
  });

  it('discards an event left unterminated when the stream ends', async () => {
    expect(events(await parse([encode('data: a\n\ndata: b\n')]))).toEqual([
      { type: 'message', data: 'a', lastEventId: '' },
    ]);
    expect(await parse([encode('id: 9\ndata: b')])).toEqual([]);
  });

  it('replaces invalid UTF-8 instead of throwing', async () => {
    const seen = await parse([Uint8Array.of(...encode('data: '), 0xff, 0x0a, 0x0a)]);
    expect(events(seen)).toEqual([{ type: 'message', data: '\uFFFD', lastEventId: '' }]);
  });

  it('rejects when the stream errors, and releases the reader', async () => {
    const boom = new Error('socket reset');
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encode('data: a\n\n'));
        else controller.error(boom);
      },
    });
    const onEvent = vi.fn();
    await expect(readEventStream(stream, { onEvent })).rejects.toBe(boom);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(stream.locked).toBe(false);
  });

  it('rejects when a handler throws, cancelling the stream', async () => {
    const { stream, state } = streamOf([encode('data: a\n\n'), encode('data: b\n\n')]);
    const oops = new Error('handler failed');
    await expect(
      readEventStream(stream, {
        onEvent: () => {
          throw oops;
        },
      }),
    ).rejects.toBe(oops);
    expect(state.cancelled).toBe(true);
    expect(stream.locked).toBe(false);
  });

  it('stops on abort: rejects with the reason, cancels the stream and releases the reader', async () => {
    const state = { cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('data: a\n\n'));
        // Never closes: only the abort can end this read.
      },
      cancel() {
        state.cancelled = true;
      },
    });
    const controller = new AbortController();
    const reason = new Error('unsubscribed');
    const onEvent = vi.fn(() => controller.abort(reason));
    await expect(readEventStream(stream, { onEvent }, { signal: controller.signal })).rejects.toBe(reason);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(state.cancelled).toBe(true);
    expect(stream.locked).toBe(false);
  });

  it('rejects at once for an already aborted signal, without locking the stream', async () => {
    const { stream } = streamOf([encode('data: a\n\n')]);
    const reason = new Error('too late');
    await expect(readEventStream(stream, {}, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(stream.locked).toBe(false);
  });
});
