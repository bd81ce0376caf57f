import type { KeyedEntry } from './protocol';

/**
 * Keeps each ui row right after its call's result, as `TranscriptState.keys` promises: a
 * backend may store a turn's results before its ui rows, or a ui row before its result. The
 * work is done when entries are added, never when one changes, so streaming into an entry
 * costs nothing here; a batch that moves nothing (every row after its own result already) costs
 * the same concat as before. Placement follows the type and `toolCallId` an entry was added
 * with.
 */
export function createUIPlacement(entryOf: (key: string) => KeyedEntry | undefined) {
  /** Per call with a result: the result's key, and the key its next ui row goes after. */
  const results = new Map<string, string>();
  const ends = new Map<string, string>();
  /** Per call with no result yet: its ui rows, in conversation order, where they arrived. */
  const waiting = new Map<string, string[]>();

  const append = (keys: readonly string[], added: readonly string[]) => {
    const plan = new Plan();
    let tail = keys.at(-1);
    for (const key of added) {
      const entry = entryOf(key)!;
      if (entry.type === 'ui') {
        const end = ends.get(entry.toolCallId);
        if (end === undefined) listOf(waiting, entry.toolCallId).push(key);
        else {
          ends.set(entry.toolCallId, key);
          if (end !== tail) {
            plan.after(end, key);
            continue;
          }
        }
      } else if (entry.type === 'tool_result' && !results.has(entry.toolCallId)) {
        const call = entry.toolCallId;
        results.set(call, key);
        plan.inPlace.push(key);
        tail = plan.moveAfter(key, waiting.get(call) ?? []);
        waiting.delete(call);
        ends.set(call, tail);
        continue;
      }
      plan.inPlace.push(key);
      tail = key;
    }
    return plan.apply(keys, 'end');
  };

  const prepend = (keys: readonly string[], added: readonly string[]) => {
    const plan = new Plan();
    const localEnds = new Map<string, string>();
    const localResults = new Map<string, string>();
    const localWaiting = new Map<string, string[]>();
    for (const key of added) {
      const entry = entryOf(key)!;
      if (entry.type === 'ui') {
        const call = entry.toolCallId;
        // Older than every row already drawn, so right after an existing result, before its rows.
        const end = localEnds.get(call) ?? results.get(call);
        if (end === undefined) listOf(localWaiting, call).push(key);
        else {
          localEnds.set(call, key);
          if (end !== plan.inPlace.at(-1)) {
            plan.after(end, key);
            continue;
          }
        }
      } else if (entry.type === 'tool_result' && !results.has(entry.toolCallId) && !localResults.has(entry.toolCallId)) {
        const call = entry.toolCallId;
        localResults.set(call, key);
        plan.inPlace.push(key);
        localEnds.set(call, plan.moveAfter(key, localWaiting.get(call) ?? []));
        localWaiting.delete(call);
        continue;
      }
      plan.inPlace.push(key);
    }
    for (const [call, end] of localEnds) {
      const result = results.get(call);
      // An existing result with no rows yet: the prepended rows are now its last ones.
      if (result !== undefined && ends.get(call) === result) ends.set(call, end);
    }
    for (const [call, result] of localResults) {
      results.set(call, result);
      ends.set(call, plan.moveAfter(localEnds.get(call)!, waiting.get(call) ?? []));
      waiting.delete(call);
    }
    for (const [call, rows] of localWaiting) waiting.set(call, rows.concat(waiting.get(call) ?? []));
    return plan.apply(keys, 'start');
  };

  return {
    place: (keys: readonly string[], added: readonly string[], at: 'start' | 'end') =>
      at === 'end' ? append(keys, added) : prepend(keys, added),
  };
}

/** A batch's new order: the keys kept in place, and rows to draw right after a given key. */
class Plan {
  readonly inPlace: string[] = [];
  private followers: Map<string, string[]> | undefined;
  private moved: Set<string> | undefined;

  after(anchor: string, key: string): void {
    this.followers ??= new Map();
    listOf(this.followers, anchor).push(key);
  }

  /** Moves `rows` (drawn elsewhere so far) after `anchor`, in order; returns the last of them. */
  moveAfter(anchor: string, rows: readonly string[]): string {
    let end = anchor;
    for (const row of rows) {
      (this.moved ??= new Set()).add(row);
      this.after(end, row);
      end = row;
    }
    return end;
  }

  apply(keys: readonly string[], at: 'start' | 'end'): string[] {
    const { followers, moved } = this;
    if (followers === undefined) return at === 'end' ? keys.concat(this.inPlace) : this.inPlace.concat(keys);
    // Appended rows mostly land near the end (a turn's results, then its ui rows): redraw from
    // the first key that changes, found from the end, and copy the rest. Many anchors: redraw all.
    const from = at === 'end' && followers.size + (moved?.size ?? 0) <= 8 ? firstTouched(keys, followers, moved) : 0;
    const order: string[] = [];
    // Followers can follow followers (a call's rows chain); a stack, not recursion, for long chains.
    const stack: string[] = [];
    const draw = (key: string) => {
      if (moved?.has(key)) return;
      stack.push(key);
      while (stack.length > 0) {
        const next = stack.pop()!;
        order.push(next);
        const after = followers.get(next);
        if (after) for (let index = after.length - 1; index >= 0; index -= 1) stack.push(after[index]!);
      }
    };
    const [first, second] = at === 'end' ? [keys, this.inPlace] : [this.inPlace, keys];
    for (let index = from; index < first.length; index += 1) draw(first[index]!);
    for (const key of second) draw(key);
    if (from === 0) return order;
    // One copy of the history, as a plain append makes: concat the new tail, then overwrite the
    // few redrawn keys before it.
    const redrawn = keys.length - from;
    const next = keys.concat(order.slice(redrawn));
    for (let index = 0; index < redrawn; index += 1) next[from + index] = order[index]!;
    return next;
  }
}

/** The position of the earliest of `keys` that gets followers or moves away. */
function firstTouched(keys: readonly string[], followers: Map<string, string[]>, moved: Set<string> | undefined): number {
  let from = keys.length;
  for (const key of [...followers.keys(), ...(moved ?? [])]) {
    const index = keys.lastIndexOf(key);
    if (index !== -1 && index < from) from = index;
  }
  return from;
}

function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}
