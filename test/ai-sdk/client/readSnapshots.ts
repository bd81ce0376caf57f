import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';

/**
 * Every state of one assistant message as the AI SDK's own stream reader builds it from
 * `chunks` (a snapshot per update, as `useChat` sees them), so the shapes are the SDK's.
 */
export async function readSnapshots<M extends UIMessage = UIMessage>(chunks: readonly UIMessageChunk[], message?: M): Promise<M[]> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const snapshots: M[] = [];
  for await (const snapshot of readUIMessageStream<M>({ stream, ...(message ? { message } : {}), terminateOnError: true })) snapshots.push(snapshot);
  return snapshots;
}

/** The last state of the message `chunks` build. */
export async function readMessage<M extends UIMessage = UIMessage>(chunks: readonly UIMessageChunk[], message?: M): Promise<M> {
  const snapshots = await readSnapshots<M>(chunks, message);
  const last = snapshots.at(-1);
  if (!last) throw new Error('the stream built no message');
  return last;
}
