import { createStore, type StoreApi } from 'zustand/vanilla';
import { createTranscriptReader } from './parseTranscript';
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
  /** Entry keys in order. Changes only when entries are added, prepended or reset. */
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
   * Parses a wire-format chunk and appends it. Chunks are one conversation: a result tuple can
   * answer a tool call from an earlier chunk. Malformed entries arrive as error entries.
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

/** One store per provider: its key counter and sessions live in this closure, not the module. */
export function createTranscriptStore(initial: readonly NewEntry[] = []): TranscriptStore {
  let nextKey = 0;
  let nextSession = 0;
  let reader = createTranscriptReader();

  // The Map in the state, changed in place until `reset` puts a new one there.
  let live = new Map<string, KeyedEntry>();

  /** Stores `entries` in `live` under free keys (a taken key is replaced) and returns them. */
  const keyed = (entries: readonly NewEntry[]) => {
    const added: string[] = [];
    for (const entry of entries) {
      let key = entry.key;
      while (key === undefined || live.has(key)) key = `e${nextKey++}`;
      // A spread, not `{key, ...rest}`: rest destructuring costs several times more per entry.
      live.set(key, { ...(entry as TranscriptEntry), key });
      added.push(key);
    }
    return added;
  };

  // Seeded in the initial state, not appended after: server rendering reads getInitialState().
  const seedKeys = keyed(initial);
  return createStore<TranscriptState>()((set, get) => {
    const add = (entries: readonly NewEntry[], at: 'start' | 'end') => {
      const added = keyed(entries);
      if (added.length === 0) return [];
      const { keys, revision } = get();
      set({ keys: at === 'end' ? keys.concat(added) : added.concat(keys), revision: revision + 1 });
      return added;
    };
    return {
      keys: seedKeys,
      entries: live,
      revision: 0,
      openWidget: null,
      append: (...entries) => add(entries, 'end'),
      appendMany: (entries) => add(entries, 'end'),
      appendJSON: (input) => add(reader.read(input), 'end'),
      prepend: (entries) => add(entries, 'start'),
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
        reader = createTranscriptReader();
        live = new Map();
        const added = keyed(entries);
        set({ keys: added, entries: live, revision: get().revision + 1 });
        return added;
      },
      open: (request) => set({ openWidget: { ...request, session: ++nextSession } }),
      close: () => set({ openWidget: null }),
    };
  });
}
