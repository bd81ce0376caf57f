// @vitest-environment node
import type * as eventStreamParser from '../../../src/core/transport/createEventStreamParser';
import { EventTooLargeError } from '../../../src/core/transport/EventTooLargeError';
import {
  defaultMaxEventSize,
  readEventStream,
  type EventStreamEvent,
} from '../../../src/core/transport/readEventStream';

// Every text the reader hands to the parser, to count the parser's work.
const fed = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('../../../src/core/transport/createEventStreamParser', async (importOriginal) => {
  const actual = await importOriginal<typeof eventStreamParser>();
  return {
    ...actual,
    createEventStreamParser: (handlers: Parameters<typeof actual.createEventStreamParser>[0]) => {
      const parser = actual.createEventStreamParser(handlers);
      return {
        ...parser,
        feed(text: string) {
          fed.texts.push(text);
          parser.feed(text);
        },
      };
    },
  };
});

const encoder = new TextEncoder();
const encode = (text: string) => encoder.encode(text);

/** A stream that yields the chunks `next` returns (until it returns undefined), counting the bytes pulled. */
function pulled(next: (index: number) => Uint8Array | undefined) {
  const state = { bytes: 0, cancelled: false };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = next(index++);
        if (chunk === undefined) return controller.close();
        state.bytes += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const of = (chunks: Uint8Array[]) => pulled((index) => chunks[index]);

async function read(stream: ReadableStream<Uint8Array>, maxEventSize?: number) {
  const events: EventStreamEvent[] = [];
  await readEventStream(stream, { onEvent: (event) => events.push(event) }, { maxEventSize });
  return events;
}

beforeEach(() => {
  fed.texts.length = 0;
});

describe('readEventStream: the size of an event', () => {
  it('rejects a line longer than maxEventSize with EventTooLargeError, without reading the rest', async () => {
    // 1 KiB chunks of one endless line: the reader must stop soon after 64 KiB, not read 4 MiB.
    const chunk = encode('x'.repeat(1024));
    const { stream, state } = pulled((index) => (index === 0 ? encode('data: ') : index < 4096 ? chunk : undefined));
    const error = await read(stream, 64 * 1024).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(EventTooLargeError);
    expect(error).toMatchObject({ name: 'EventTooLargeError', maxEventSize: 65_536 });
    expect((error as Error).message).toMatch(/65536 characters/);
    expect(state.bytes).toBeLessThanOrEqual(64 * 1024 + 2048);
    expect(state.cancelled).toBe(true);
    expect(stream.locked).toBe(false);
  });

  it('counts every line of the event since the last dispatch, not just the longest one', async () => {
    // 100 data lines of 1000 characters: each line is small, the event is not.
    const line = `data: ${'y'.repeat(994)}\n`;
    const { stream } = of([encode(line.repeat(100) + '\n')]);
    await expect(read(stream, 50_000)).rejects.toBeInstanceOf(EventTooLargeError);
    // id, event and comment lines count too.
    const fields = `id: ${'1'.repeat(30_000)}\nevent: ${'e'.repeat(30_000)}\n: ${'c'.repeat(30_000)}\ndata: x\n\n`;
    await expect(read(of([encode(fields)]).stream, 50_000)).rejects.toBeInstanceOf(EventTooLargeError);
  });

  it('starts counting again after each blank line: many events may add up to far more than the limit', async () => {
    const event = `: ping\nid: 1\ndata: ${'z'.repeat(900)}\n\n`;
    const chunks = Array.from({ length: 200 }, (_, index) => encode(index % 2 ? event.replace(/\n/g, '\r\n') : event));
    const events = await read(of(chunks).stream, 1000);
    expect(events).toHaveLength(200);
    expect(events.every((item) => item.data.length === 900)).toBe(true);
  });

  it('does not take the LF of a CRLF split across chunks for a blank line that ends the event', async () => {
    // Each chunk ends with the CR of a CRLF; were the LF that starts the next one a blank line,
    // the count would restart at every chunk and the 400-character event would pass.
    const chunks = [encode(`data: ${'a'.repeat(30)}\r`)];
    for (let i = 0; i < 10; i++) chunks.push(encode(`\ndata: ${'a'.repeat(30)}\r`));
    chunks.push(encode('\n\r\n'));
    await expect(read(of(chunks).stream, 100)).rejects.toBeInstanceOf(EventTooLargeError);
    expect(await read(of(chunks).stream, 1000)).toEqual([
      { type: 'message', data: Array.from({ length: 11 }, () => 'a'.repeat(30)).join('\n'), lastEventId: '' },
    ]);
  });

  it('dispatches the events that ended before the one that is too large', async () => {
    const events: EventStreamEvent[] = [];
    const text = `id: 1\ndata: a\n\nid: 2\ndata: b\n\ndata: ${'x'.repeat(500)}\n\n`;
    const reading = readEventStream(of([encode(text)]).stream, { onEvent: (event) => events.push(event) }, { maxEventSize: 100 });
    await expect(reading).rejects.toBeInstanceOf(EventTooLargeError);
    expect(events.map((event) => [event.data, event.lastEventId])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('accepts an event of exactly maxEventSize characters, line ends included, and not one more', async () => {
    // `size` characters of lines, then the blank line that ends the event (not counted).
    const text = (size: number) => `data: ${'a'.repeat(size - 'data: \n'.length)}\n\n`;
    expect(await read(of([encode(text(1000))]).stream, 1000)).toHaveLength(1);
    await expect(read(of([encode(text(1001))]).stream, 1000)).rejects.toBeInstanceOf(EventTooLargeError);
  });

  it(`has a default limit of ${defaultMaxEventSize} characters (8 MiB)`, async () => {
    expect(defaultMaxEventSize).toBe(8 * 1024 * 1024);
    const chunk = encode('q'.repeat(64 * 1024));
    const count = defaultMaxEventSize / chunk.length;
    // Just under the limit: delivered.
    const under = pulled((index) =>
      index === 0 ? encode('data:') : index <= count - 1 ? chunk : index === count ? encode('q'.repeat(64 * 1024 - 7) + '\n\n') : undefined,
    );
    const events = await read(under.stream);
    expect(events.map((event) => event.data.length)).toEqual([defaultMaxEventSize - 7]);
    // An endless line: stopped just past the limit.
    const endless = pulled((index) => (index === 0 ? encode('data:') : index < 4 * count ? chunk : undefined));
    await expect(read(endless.stream)).rejects.toBeInstanceOf(EventTooLargeError);
    expect(endless.state.bytes).toBeLessThanOrEqual(defaultMaxEventSize + 2 * chunk.length);
  });

  it('rejects a non-positive or non-number limit', async () => {
    for (const bad of [0, -1, Number.NaN]) {
      await expect(read(of([encode('data: x\n\n')]).stream, bad)).rejects.toThrow(RangeError);
    }
  });
});

describe('readEventStream: linear work', () => {
  it('hands the parser each character once, and only whole lines, however the long line is split', async () => {
    // A 1 MiB line in 1000-character chunks, then small events. Were the parser given the
    // partial line with every chunk, it would hold it and join it again (quadratic in the
    // worst case); fed only up to a line terminator, it never holds a partial line.
    const text = `data: ${'x'.repeat(1024 * 1024)}\n\nid: 2\r\ndata: b\r\rdata: c\n\n`;
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < text.length; at += 1000) chunks.push(encode(text.slice(at, at + 1000)));
    const events = await read(of(chunks).stream, 2 * 1024 * 1024);
    expect(events.map((event) => event.data.length)).toEqual([1024 * 1024, 1, 1]);
    expect(fed.texts.join('')).toBe(text);
    // Every text fed ends at a line terminator (the last CR of a possible CRLF included).
    expect(fed.texts.filter((piece) => !/[\r\n]$/.test(piece))).toEqual([]);
    // One feed per chunk that ends a line, not one per chunk.
    expect(fed.texts.length).toBeLessThanOrEqual(3);
  });
});
