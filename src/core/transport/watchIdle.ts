/**
 * Passes a byte stream through, calling `onIdle` once if `ms` pass with no bytes at all.
 *
 * A server that died without closing its socket (a killed instance behind a load balancer, a
 * dropped NAT mapping) leaves a stream that never ends and never errors. The reference server
 * sends a `: ping` comment every 15 s, so a long silence means the stream is dead, not quiet.
 */
export function watchIdle(
  body: ReadableStream<Uint8Array>,
  ms: number,
  onIdle: () => void,
): { stream: ReadableStream<Uint8Array>; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    stop();
    // 0 or less means never, as `timeoutMs` does: a zero idle limit would cut every stream at once.
    if (Number.isFinite(ms) && ms > 0) timer = setTimeout(onIdle, ms);
  };
  arm();
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        arm();
        controller.enqueue(chunk);
      },
      flush: stop,
    }),
  );
  return { stream, stop };
}
