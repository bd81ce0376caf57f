import type { KeyOrder } from './createKeyOrder';
import type { KeyedEntry } from './protocol';

/**
 * Keeps each ui row right after its call's result, as `TranscriptState.keys` promises: a
 * backend may store a turn's results before its ui rows, or a ui row before its result. The
 * work is done when entries are added, never when one changes, so streaming into an entry
 * costs nothing here; a batch that moves nothing (every row after its own result already) costs
 * its own keys, whatever the history. Placement follows the type and `toolCallId` an entry was
 * added with.
 */
export function createUIPlacement(entryOf: (key: string) => KeyedEntry | undefined) {
  /** Per call with a result: the result's key, and the key its next ui row goes after. */
  const results = new Map<string, string>();
  const ends = new Map<string, string>();
  /** Per call with no result yet: its ui rows, in conversation order, where they arrived. */
  const waiting = new Map<string, string[]>();

  const append = (order: KeyOrder, added: readonly string[]) => {
    const plan = new Plan();
    let tail = order.at(order.length - 1);
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
    plan.apply(order, added, 'end');
  };

  const prepend = (order: KeyOrder, added: readonly string[]) => {
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
    plan.apply(order, added, 'start');
  };

  return {
    /** Puts `added` (keys of entries just stored) into `order`, at its start or end. */
    place: (order: KeyOrder, added: readonly string[], at: 'start' | 'end') =>
      at === 'end' ? append(order, added) : prepend(order, added),
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

  apply(order: KeyOrder, added: readonly string[], at: 'start' | 'end'): void {
    const { followers, moved } = this;
    if (followers === undefined) return at === 'end' ? order.append(this.inPlace) : order.prepend(this.inPlace);
    // Appended rows mostly land near the end (a turn's results, then its ui rows): redraw from
    // the first key that changes, found from the end, and keep the rest. Many anchors: redraw all.
    const from = at === 'end' && followers.size + (moved?.size ?? 0) <= 8 ? firstTouched(order, added, followers, moved) : 0;
    const redrawn: string[] = [];
    // Followers can follow followers (a call's rows chain); a stack, not recursion, for long chains.
    const stack: string[] = [];
    const draw = (key: string) => {
      if (moved?.has(key)) return;
      stack.push(key);
      while (stack.length > 0) {
        const next = stack.pop()!;
        redrawn.push(next);
        const after = followers.get(next);
        if (after) for (let index = after.length - 1; index >= 0; index -= 1) stack.push(after[index]!);
      }
    };
    const drawn = order.length;
    if (at === 'start') for (const key of this.inPlace) draw(key);
    for (let index = from; index < drawn; index += 1) draw(order.at(index)!);
    if (at === 'end') for (const key of this.inPlace) draw(key);
    order.replaceFrom(from, redrawn);
  }
}

/**
 * The position of the earliest drawn key that gets followers or moves away. Keys of this batch
 * are not drawn yet, so only the others are looked for, each from the end.
 */
function firstTouched(order: KeyOrder, added: readonly string[], followers: Map<string, string[]>, moved: Set<string> | undefined): number {
  const fresh = new Set(added);
  let from = order.length;
  for (const key of [...followers.keys(), ...(moved ?? [])]) {
    if (fresh.has(key)) continue;
    const index = order.lastIndexOf(key);
    if (index !== -1 && index < from) from = index;
  }
  return from;
}

function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}
