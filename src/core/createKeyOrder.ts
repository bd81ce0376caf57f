/**
 * The transcript's entry keys in drawing order, kept so that appending or prepending k keys
 * costs O(k) however long the history is, while every change still gives React a new array
 * that never changes afterwards. Keys live in two grow-only arrays (`back` in order, `front`
 * reversed, for prepends); a snapshot is a length of each, and its array is built only when
 * someone reads it, once. Any other change (a ui row moved before keys already drawn) copies
 * the order into new arrays, so every snapshot taken before it still reads what it held.
 */
export interface KeyOrder {
  readonly length: number;
  /** The key at `index` (0 is the first drawn), without building an array. */
  at(index: number): string | undefined;
  /** The position of `key`, searched from the end (costs its distance from the end); -1 if absent. */
  lastIndexOf(key: string): number;
  append(keys: readonly string[]): void;
  prepend(keys: readonly string[]): void;
  /** Replaces every key from position `from` on with `keys`. */
  replaceFrom(from: number, keys: readonly string[]): void;
  /** The order as it is now: the same snapshot until the next change. */
  snapshot(): KeySnapshot;
}

export interface KeySnapshot {
  /** The keys as a plain array, built on first read and the same array on every read after. */
  readonly keys: readonly string[];
}

export function createKeyOrder(): KeyOrder {
  let log = new KeyLog([], []);
  let current: Snapshot | undefined;

  const order: KeyOrder = {
    get length() {
      return log.front.length + log.back.length;
    },
    at: (index) => log.at(index),
    lastIndexOf(key) {
      for (let index = order.length - 1; index >= 0; index -= 1) if (log.at(index) === key) return index;
      return -1;
    },
    append(keys) {
      if (keys.length === 0) return;
      for (const key of keys) log.back.push(key);
      current = undefined;
    },
    prepend(keys) {
      if (keys.length === 0) return;
      for (let index = keys.length - 1; index >= 0; index -= 1) log.front.push(keys[index]!);
      current = undefined;
    },
    replaceFrom(from, keys) {
      if (from >= order.length) return order.append(keys);
      const kept = order.snapshot().keys.slice(0, from);
      for (const key of keys) kept.push(key);
      log = new KeyLog([], kept);
      current = undefined;
    },
    snapshot: () => (current ??= new Snapshot(log, log.front.length, log.back.length)),
  };
  return order;
}

/** Grow-only storage: a snapshot's lengths keep naming the same keys while it only grows. */
class KeyLog {
  constructor(
    readonly front: string[],
    readonly back: string[],
  ) {}

  at(index: number): string | undefined {
    const { front, back } = this;
    return index < front.length ? front[front.length - 1 - index] : back[index - front.length];
  }
}

class Snapshot implements KeySnapshot {
  private built: readonly string[] | undefined;

  constructor(
    private readonly log: KeyLog,
    private readonly frontLength: number,
    private readonly backLength: number,
  ) {}

  get keys(): readonly string[] {
    return (this.built ??= this.build());
  }

  private build(): string[] {
    const { front, back } = this.log;
    const { frontLength, backLength } = this;
    if (frontLength === 0) return back.slice(0, backLength);
    const keys: string[] = [];
    for (let index = frontLength - 1; index >= 0; index -= 1) keys.push(front[index]!);
    for (let index = 0; index < backLength; index += 1) keys.push(back[index]!);
    return keys;
  }
}
