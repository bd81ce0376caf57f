import type { ServerResponse } from 'node:http';
import { eventFrame, type UpdateEvent } from './updateEvent';

/** One open `text/event-stream` response: a subscriber of one widget. */
export interface EventStream {
  /** The highest version written so far: an update at or below it is never written. */
  readonly lastSent: number;
  readonly closed: boolean;
  /** Writes the update unless it is not newer than what this stream already carries. */
  send(event: UpdateEvent): void;
  /** Ends the response; the client's EventSource reconnects after the `retry` delay. */
  end(): void;
  /** Runs once when the stream is gone, whoever ended it (client, `end`, server shutdown). */
  onClose(listener: () => void): void;
}

export interface EventStreamOptions {
  heartbeatMs: number;
  /** Sent first as `retry:`, the reconnect delay an EventSource uses after a drop. */
  retryMs: number;
  /** Versions the client already has (its Last-Event-ID); -1 for none. */
  lastSent: number;
}

/** Writes the SSE headers and `retry:`, then keeps the stream alive with `: ping` comments. */
export function openEventStream(res: ServerResponse, { heartbeatMs, retryMs, lastSent }: EventStreamOptions): EventStream {
  let highest = lastSent;
  let closed = false;
  const listeners: Array<() => void> = [];
  const write = (chunk: string) => {
    if (!closed && !res.writableEnded && !res.destroyed) res.write(chunk);
  };

  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  write(`retry: ${retryMs}\n\n`);

  const heartbeat = heartbeatMs > 0 ? setInterval(() => write(': ping\n\n'), heartbeatMs) : undefined;
  // A socket error after the client left is expected here; without a listener it would throw.
  res.on('error', () => {});
  res.once('close', () => {
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners.splice(0)) listener();
  });

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
    end: () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
