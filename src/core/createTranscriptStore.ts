import { createKeyOrder, type KeyOrder } from './createKeyOrder';
import { createStore, type Store } from './createStore';
import { cutHistory } from './cutHistory';
import { WireReader, type EntrySources } from './parseTranscript';
import type { KeyedEntry, TranscriptEntry } from './protocol';
import { createUIPlacement } from './createUIPlacement';

/** An entry to append; `key` is optional and replaced when already taken. */
export type NewEntry = TranscriptEntry & { key?: string };

export interface TranscriptState {
  /**
   * Entry keys in drawing order. Changes only when entries are added, prepended or reset. A
   * `ui` entry comes right after its tool call's result (after earlier ui rows of that call),
   * matched by `toolCallId`, whatever order the entries arrived in; until its result arrives,
   * and for good if none ever does, it stays where it arrived. Each change brings a new array,
   * built when first read, so appending costs the new entries, not a copy of the history.
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
  /**
   * Items of the initial transcript not read yet (0 unless the store was made with `firstRead`):
   * `keys` and `entries` start at the recent end until `readEarlier` puts the rest before them.
   */
  unread: number;
  /**
   * Reads the initial transcript's unread items and puts them before the first entry, as if
   * everything had been read at once; returns their keys. A `prepend` or `appendJSON` reads them
   * first, since older history and a later tuple must find them there.
   */
  readEarlier(): string[];
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
  /** Appends streamed text to a message or reasoning entry; other entries are ignored. */
  appendText(key: string, delta: string): void;
  /**
   * Appends streamed argument text (partial JSON) to a tool call, kept in its `argsText` and
   * shown as it grows; `args` is left alone until `updateArgs`. Other entries are ignored.
   */
  appendArgs(key: string, delta: string): void;
  /** Sets a tool call's finished arguments and ends the streaming (drops `argsText`). */
  updateArgs(key: string, args: unknown): void;
  /** Replaces the whole transcript. */
  reset(entries?: readonly NewEntry[]): string[];
}

export type TranscriptStore = Store<TranscriptState>;

export interface TranscriptStoreOptions {
  /**
   * For a first paint that costs what the view shows: of an initial transcript more than twice
   * this long, read only about the last `firstRead` items (more where a tool call and its result
   * would fall on both sides), and leave the rest to `readEarlier`. Off by default.
   */
  firstRead?: number;
}

/**
 * One store per provider: its key counter, sessions and reader live in this closure, not the
 * module. `transcript` is untrusted wire JSON (a value or a JSON string), read by the same
 * reader as later `appendJSON` chunks; typed `TranscriptEntry[]` are valid wire entries and read
 * back unchanged. An item's own string `key` is kept, as `NewEntry.key` is.
 */
export function createTranscriptStore(transcript: unknown = [], options: TranscriptStoreOptions = {}): TranscriptStore {
  let nextKey = 0;
  // Parsed here, once, for the cut and (when there is none) the whole read alike.
  const initial = options.firstRead === undefined ? transcript : parsedJSON(transcript);
  const cut = options.firstRead === undefined ? undefined : cutHistory(initial, options.firstRead);
  let reader = cut?.reader ?? new WireReader();
  /** The initial transcript's items before the cut, until `readEarlier`. */
  let earlier: readonly unknown[] = cut?.earlier ?? [];

  // The Map in the state, changed in place until `reset` puts a new one there.
  let live = new Map<string, KeyedEntry>();
  let order: KeyOrder = createKeyOrder();
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

  /**
   * `fromAgent`: a chunk after the first transcript is the agent's stream, so a decision in it is
   * the agent's, never the person's (only the client's `decideToolCall` records theirs).
   */
  const keepRead = (entries: readonly TranscriptEntry[], sources: EntrySources, fromAgent: boolean) =>
    entries.map((entry, at) =>
      keep(fromAgent && entry.type === 'tool_approval' ? { ...entry, by: 'agent' } : entry, sources.keys[at], sources.indices[at]),
    );
  const keepWire = (input: unknown, fromAgent: boolean) => {
    const sources: EntrySources = { indices: [], keys: [] };
    return keepRead(reader.read(input, sources), sources, fromAgent);
  };

  // Seeded in the initial state, not appended after: server rendering reads getInitialState().
  placement.place(order, cut ? keepRead(cut.entries, cut.sources, false) : keepWire(initial, false), 'end');
  return createStore<TranscriptState>((set, get) => {
    /**
     * The next state, with `keys` read from the order when someone asks: a merging `set` would
     * read (build) it on every change, a token included, so the store replaces the state
     * instead, copying the rest, which keeps what an app or test put there with setState.
     */
    const next = (revision: number): TranscriptState => {
      const snapshot = order.snapshot();
      const state = get() as unknown as Record<string, unknown>;
      const made: Record<string, unknown> = {
        get keys() {
          return snapshot.keys;
        },
      };
      for (const name of Object.keys(state)) if (name !== 'keys') made[name] = state[name];
      made.entries = live;
      made.revision = revision;
      made.unread = earlier.length;
      return made as unknown as TranscriptState;
    };
    const add = (added: string[], at: 'start' | 'end') => {
      if (added.length === 0) return [];
      placement.place(order, added, at);
      set(next(get().revision + 1), true);
      return added;
    };
    const snapshot = order.snapshot();
    return {
      get keys() {
        return snapshot.keys;
      },
      entries: live,
      revision: 0,
      unread: earlier.length,
      readEarlier: () => {
        if (earlier.length === 0) return [];
        const items = earlier;
        earlier = [];
        // A reader of its own, from wire index 0: these items come first in the conversation.
        const sources: EntrySources = { indices: [], keys: [] };
        const entries = new WireReader().read(items, sources);
        reader.knowEarlier(entries);
        return add(keepRead(entries, sources, false), 'start');
      },
      append: (...entries) => add(keepTyped(entries), 'end'),
      appendMany: (entries) => add(keepTyped(entries), 'end'),
      appendJSON: (input) => {
        if (earlier.length > 0) get().readEarlier();
        return add(keepWire(input, true), 'end');
      },
      prepend: (entries) => {
        if (earlier.length > 0) get().readEarlier();
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
        set(next(get().revision + 1), true);
      },
      appendText: (key, delta) => {
        get().update(key, (entry) => {
          if (entry.type !== 'user' && entry.type !== 'assistant' && entry.type !== 'reasoning') return entry;
          return { ...entry, text: entry.text + delta };
        });
      },
      appendArgs: (key, delta) => {
        get().update(key, (entry) => {
          if (entry.type !== 'tool_call' || delta === '') return entry;
          return { ...entry, argsText: (entry.argsText ?? '') + delta };
        });
      },
      updateArgs: (key, args) => {
        get().update(key, (entry) => {
          if (entry.type !== 'tool_call') return entry;
          const { argsText: _done, ...call } = entry;
          // As on the wire, absent or null arguments are an empty object.
          return { ...call, args: args ?? {} };
        });
      },
      reset: (entries = []) => {
        reader = new WireReader();
        earlier = [];
        live = new Map();
        order = createKeyOrder();
        placement = createUIPlacement((key) => live.get(key));
        const added = keepTyped(entries);
        placement.place(order, added, 'end');
        set(next(get().revision + 1), true);
        return added;
      },
    };
  });
}

/** A JSON string's value; anything else, or a string that is not JSON (the reader says why), as it is. */
function parsedJSON(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}
