import { createStore, type StoreApi } from 'zustand/vanilla';
import { WireReader, type EntrySources } from './parseTranscript';
import type { KeyedEntry, TranscriptEntry } from './protocol';

/** The widget currently open, and the launcher that opened it (to return focus there). */
export interface OpenWidget {
  /** Increases on every open, so a re-open of the same widget is a new session. */
  session: number;
  widget: string;
  label: string;
  launcherKey?: string;
  /** Present when the launcher sent a snapshot (which may be null, but never undefined). */
  snapshot?: { data: unknown };
}

export interface OpenWidgetRequest {
  widget: string;
  label: string;
  launcherKey?: string;
  snapshot?: { data: unknown };
}

/** An entry to append; `key` is optional and replaced when already taken. */
export type NewEntry = TranscriptEntry & { key?: string };

export interface TranscriptState {
  /**
   * Entry keys in drawing order. Changes only when entries are added, prepended or reset. A
   * `ui` entry comes right after its tool call's result (after earlier ui rows of that call),
   * matched by `toolCallId`, whatever order the entries arrived in; until its result arrives,
   * and for good if none ever does, it stays where it arrived.
   */
  keys: readonly string[];
  /**
   * Entries by key. This one Map lives until `reset` and is changed in place, so a streamed
   * token costs one entry, not a copy of the whole history. Read it, never keep it as a
   * snapshot: subscribe to `revision` (or to one entry, which is replaced on every change).
   */
  entries: ReadonlyMap<string, KeyedEntry>;
  /** Increases on every change to any entry, so whole-transcript readers know to read again. */
  revision: number;
  openWidget: OpenWidget | null;
  /** Appends entries and returns the keys they were stored under. */
  append(...entries: NewEntry[]): string[];
  /** The same for an array of any length (a spread of 100k arguments would overflow the stack). */
  appendMany(entries: readonly NewEntry[]): string[];
  /**
   * Parses a wire-format chunk and appends it. Chunks and the initial transcript are one
   * conversation: a result tuple can answer a tool call from an earlier chunk, the initial
   * transcript or an `append`. Malformed entries arrive as error entries.
   */
  appendJSON(input: unknown): string[];
  /** Puts older history before the first entry (infinite scroll upwards); returns its keys. */
  prepend(entries: readonly NewEntry[]): string[];
  /** Replaces one entry in place, for streaming; an unknown key is ignored. */
  update(key: string, updater: (entry: KeyedEntry) => TranscriptEntry): void;
  /** Appends streamed text to a message entry. */
  appendText(key: string, delta: string): void;
  /** Replaces the whole transcript. */
  reset(entries?: readonly NewEntry[]): string[];
  open(request: OpenWidgetRequest): void;
  close(): void;
}

export type TranscriptStore = StoreApi<TranscriptState>;

/**
 * One store per provider: its key counter, sessions and reader live in this closure, not the
 * module. `transcript` is untrusted wire JSON (a value or a JSON string), read by the same
 * reader as later `appendJSON` chunks; typed `TranscriptEntry[]` are valid wire entries and read
 * back unchanged. An item's own string `key` is kept, as `NewEntry.key` is.
 */
export function createTranscriptStore(transcript: unknown = []): TranscriptStore {
  let nextKey = 0;
  let nextSession = 0;
  let reader = new WireReader();

  // The Map in the state, changed in place until `reset` puts a new one there.
  let live = new Map<string, KeyedEntry>();
  let placement = createUIPlacement((key) => live.get(key));

  /** Stores one entry in `live` under a free key (a taken key is replaced) and returns it. */
  const keep = (entry: TranscriptEntry, wanted: string | undefined, index: number | undefined) => {
    let key = wanted;
    while (key === undefined || live.has(key)) key = `e${nextKey++}`;
    // Spreads, not `{key, ...rest}`: rest destructuring costs several times more per entry. An
    // error entry's own `index` wins, since it names the entry its message is about.
    live.set(key, index === undefined ? { ...entry, key } : { index, ...entry, key });
    return key;
  };

  const keepTyped = (entries: readonly NewEntry[]) => {
    const added: string[] = [];
    for (const entry of entries) {
      added.push(keep(entry as TranscriptEntry, entry.key, undefined));
      reader.know(entry);
    }
    return added;
  };

  const keepWire = (input: unknown) => {
    const sources: EntrySources = { indices: [], keys: [] };
    const entries = reader.read(input, sources);
    return entries.map((entry, at) => keep(entry, sources.keys[at], sources.indices[at]));
  };

  // Seeded in the initial state, not appended after: server rendering reads getInitialState().
  const seed = keepWire(transcript);
  return createStore<TranscriptState>()((set, get) => {
    const add = (added: string[], at: 'start' | 'end') => {
      if (added.length === 0) return [];
      const { keys, revision } = get();
      set({ keys: placement.place(keys, added, at), revision: revision + 1 });
      return added;
    };
    return {
      keys: placement.place([], seed, 'end'),
      entries: live,
      revision: 0,
      openWidget: null,
      append: (...entries) => add(keepTyped(entries), 'end'),
      appendMany: (entries) => add(keepTyped(entries), 'end'),
      appendJSON: (input) => add(keepWire(input), 'end'),
      prepend: (entries) => {
        reader.knowEarlier(entries);
        const added: string[] = [];
        for (const entry of entries) added.push(keep(entry as TranscriptEntry, entry.key, undefined));
        return add(added, 'start');
      },
      update: (key, updater) => {
        const entry = live.get(key);
        if (!entry) return;
        const updated = updater(entry);
        // Unchanged means no new object, so no row re-renders for nothing.
        if (updated === entry) return;
        live.set(key, { ...updated, key });
        set({ revision: get().revision + 1 });
      },
      appendText: (key, delta) => {
        get().update(key, (entry) => {
          if (entry.type !== 'user' && entry.type !== 'assistant') return entry;
          return { ...entry, text: entry.text + delta };
        });
      },
      reset: (entries = []) => {
        reader = new WireReader();
        live = new Map();
        placement = createUIPlacement((key) => live.get(key));
        const added = keepTyped(entries);
        set({ keys: placement.place([], added, 'end'), entries: live, revision: get().revision + 1 });
        return added;
      },
      open: (request) => set({ openWidget: { ...request, session: ++nextSession } }),
      close: () => set({ openWidget: null }),
    };
  });
}

/**
 * Keeps each ui row right after its call's result, as `TranscriptState.keys` promises: a
 * backend may store a turn's results before its ui rows, or a ui row before its result. The
 * work is done when entries are added, never when one changes, so streaming into an entry
 * costs nothing here; a batch that moves nothing (every row after its own result already) costs
 * the same concat as before. Placement follows the type and `toolCallId` an entry was added
 * with.
 */
function createUIPlacement(entryOf: (key: string) => KeyedEntry | undefined) {
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
