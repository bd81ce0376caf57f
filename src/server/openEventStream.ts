import type { ServerResponse } from 'node:http';
import { eventFrame, type UpdateEvent } from './updateEvent';

/** One open `text/event-stream` response: a subscriber of one widget. */
export interface EventStream {
  /** The highest version written so far: an update at or below it is never written. */
  readonly lastSent: number;
  readonly closed: boolean;
  /** Writes the update unless it is not newer than what this stream already carries. */
  send(event: UpdateEvent): void;
  /** From now on, only writes updates newer than `version` (the client's, once its replay is known). */
  skipThrough(version: number): void;
  /** Ends the response; the client's EventSource reconnects after the `retry` delay. */
  end(): void;
  /** Runs once when the stream is gone, whoever ended it (client, `end`, server shutdown). */
  onClose(listener: () => void): void;
}

export interface EventStreamOptions {
  heartbeatMs: number;
  /** Sent first as `retry:`, the reconnect delay an EventSource uses after a drop. */
  retryMs: number;
  /** Versions the client already has; -1 for none (raised later with `skipThrough`). */
  lastSent: number;
  /**
   * Bytes this stream may have waiting to be sent (in Node's buffers and ours) before it is
   * dropped as too slow. A single update larger than this is still written to a stream that has
   * nothing waiting, so the most a stream holds is this plus one update.
   */
  maxPendingBytes: number;
  /** Called once when the stream is dropped for being too slow, with what it would have had pending. */
  onSlow(pendingBytes: number): void;
}

/**
 * Writes the SSE headers and `retry:`, then keeps the stream alive with `: ping` comments.
 *
 * Backpressure: once `res.write()` returns false, nothing more is handed to Node until `drain`;
 * updates wait in a queue counted in bytes. A client that lets more than `maxPendingBytes` pile
 * up is disconnected rather than buffered for without bound. That loses it nothing: it
 * reconnects with its `Last-Event-ID` and gets a replay or one fresh render.
 */
export function openEventStream(
  res: ServerResponse,
  { heartbeatMs, retryMs, lastSent, maxPendingBytes, onSlow }: EventStreamOptions,
): EventStream {
  let highest = lastSent;
  let closed = false;
  let dropped = false;
  let waitingForDrain = false;
  const queue: Buffer[] = [];
  let queuedBytes = 0;
  const listeners: Array<() => void> = [];
  const writable = () => !closed && !dropped && !res.writableEnded && !res.destroyed;

  const drop = (pending: number) => {
    dropped = true;
    queue.length = 0;
    queuedBytes = 0;
    res.destroy();
    onSlow(pending);
  };

  const flush = () => {
    waitingForDrain = false;
    while (queue.length > 0 && writable()) {
      const chunk = queue.shift()!;
      queuedBytes -= chunk.length;
      if (!res.write(chunk)) return waitForDrain();
    }
  };
  const waitForDrain = () => {
    waitingForDrain = true;
    res.once('drain', flush);
  };

  const write = (chunk: Buffer) => {
    if (!writable()) return;
    if (!waitingForDrain) {
      if (!res.write(chunk)) waitForDrain();
      return;
    }
    const pending = res.writableLength + queuedBytes + chunk.length;
    if (pending > maxPendingBytes) return drop(pending);
    queue.push(chunk);
    queuedBytes += chunk.length;
  };

  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  write(Buffer.from(`retry: ${retryMs}\n\n`));

  const ping = Buffer.from(': ping\n\n');
  // A stream with a backlog is not idle, and a ping queued behind it would only add to it.
  const heartbeat =
    heartbeatMs > 0 ? setInterval(() => waitingForDrain || write(ping), heartbeatMs) : undefined;
  // A socket error after the client left is expected here; without a listener it would throw.
  res.on('error', () => {});
  const onClose = () => {
    closed = true;
    clearInterval(heartbeat);
    queue.length = 0;
    queuedBytes = 0;
    res.off('drain', flush);
    for (const listener of listeners.splice(0)) listener();
  };
  // A client can leave while the request is still awaited (an `authorize` hook): its `close`
  // has then already fired, and waiting for it would keep this stream subscribed forever.
  if (res.destroyed) onClose();
  else res.once('close', onClose);

  return {
    get lastSent() {
      return highest;
    },
    get closed() {
      return closed;
    },
    send: (event) => {
      if (event.version <= highest) return;
      highest = event.version;
      write(eventFrame(event));
    },
    skipThrough: (version) => {
      highest = Math.max(highest, version);
    },
    end: () => {
      clearInterval(heartbeat);
      // What is queued is bounded, and handing it over lets a reader that catches up have it.
      if (writable()) for (const chunk of queue.splice(0)) res.write(chunk);
      queuedBytes = 0;
      if (!res.writableEnded) res.end();
    },
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
