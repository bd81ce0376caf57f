import { HttpAgent } from '@ag-ui/client';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventSchemas } from '@ag-ui/core/schemas';
import { EventEncoder } from '@ag-ui/encoder';

/** One SSE frame from AG-UI's own encoder; `valid` events are checked against its schema first. */
export function encode(event: BaseEvent | Record<string, unknown>, { valid = true } = {}): string {
  if (valid) EventSchemas.parse(event);
  return new EventEncoder().encode(event as BaseEvent);
}

/**
 * A real `HttpAgent` whose fetch answers each run with a stream the test writes to, frame by
 * frame, so the client's own SSE parser, verifier and reducer run and every step can be seen.
 */
export function streamingAgent(config: { initialMessages?: ConstructorParameters<typeof HttpAgent>[0]['initialMessages'] } = {}) {
  const requests: RunAgentInput[] = [];
  let writer: ReadableStreamDefaultController<Uint8Array> | null = null;
  let opened: () => void = () => {};
  let open = new Promise<void>((resolve) => (opened = resolve));
  const bytes = new TextEncoder();
  const agent = new HttpAgent({
    url: 'http://agent.test/run',
    threadId: 'thread-1',
    ...config,
    fetch: async (_url, init) => {
      requests.push(JSON.parse(String(init.body)) as RunAgentInput);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          writer = controller;
        },
      });
      init.signal?.addEventListener('abort', () => {
        try {
          writer?.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      opened();
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
  });
  return {
    agent,
    requests,
    /** Resolves once the agent has asked for a run. */
    opened: () => open,
    /** Writes frames: events validated and encoded, or raw SSE text. */
    send(...events: (BaseEvent | Record<string, unknown> | string)[]) {
      for (const event of events) writer?.enqueue(bytes.encode(typeof event === 'string' ? event : encode(event)));
    },
    /** Ends the run's stream (one a Stop already errored is left as it is), and awaits the next. */
    end() {
      try {
        writer?.close();
      } catch {
        // aborted by the client: already errored
      }
      writer = null;
      open = new Promise<void>((resolve) => (opened = resolve));
    },
  };
}

export const runStarted = (runId = 'run-1'): BaseEvent => ({ type: EventType.RUN_STARTED, threadId: 'thread-1', runId });
export const runFinished = (runId = 'run-1', outcome?: unknown): BaseEvent => ({
  type: EventType.RUN_FINISHED,
  threadId: 'thread-1',
  runId,
  ...(outcome === undefined ? {} : { outcome }),
});

/** A whole text message as start, content pieces and end. */
export function textMessage(messageId: string, ...deltas: string[]): BaseEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...deltas.map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ];
}
