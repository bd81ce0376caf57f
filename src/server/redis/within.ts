/** A Redis command (or connect) that outlived its time limit: a stall, a partition, a paused server. */
export class CommandTimeout extends Error {
  override readonly name = 'CommandTimeout';
}

/** `promise`, or a CommandTimeout after `ms`; the timer never outlives the race. */
export function within<T>(promise: Promise<T>, ms: number, what = 'Redis'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandTimeout(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An error Redis answered (WRONGTYPE, NOPERM, a script error), as opposed to a connection that
 * failed: node-redis throws `ErrorReply` (or its subclasses) for those. By class name up the
 * prototype chain, so a second copy of the client library still counts.
 */
export function isReplyError(error: unknown): boolean {
  for (let proto = error === null || typeof error !== 'object' ? null : Object.getPrototypeOf(error); proto; proto = Object.getPrototypeOf(proto)) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === 'ErrorReply') return true;
  }
  return false;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
