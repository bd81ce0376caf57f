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
  /** Entry keys in order. Changes only when entries are added or replaced. */
  keys: readonly string[];
  /** Entries by key. An in-place update replaces one entry object and no other. */
  entries: ReadonlyMap<string, KeyedEntry>;
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

  const keyed = (taken: ReadonlyMap<string, KeyedEntry>, entries: readonly NewEntry[]) => {
    const added: KeyedEntry[] = [];
    const used = new Set<string>();
    for (const { key, ...entry } of entries) {
      let finalKey = key;
      while (finalKey === undefined || taken.has(finalKey) || used.has(finalKey)) finalKey = `e${nextKey++}`;
      used.add(finalKey);
      added.push({ ...(entry as TranscriptEntry), key: finalKey });
    }
    return added;
  };

  // Seeded in the initial state, not appended after: server rendering reads getInitialState().
  const seed = keyed(new Map(), initial);
  return createStore<TranscriptState>()((set, get) => ({
    keys: seed.map((entry) => entry.key),
    entries: new Map(seed.map((entry) => [entry.key, entry])),
    openWidget: null,
    append: (...entries) => get().appendMany(entries),
    appendJSON: (input) => get().appendMany(reader.read(input)),
    appendMany: (entries) => {
      const { keys, entries: current } = get();
      const added = keyed(current, entries);
      if (added.length === 0) return [];
      const next = new Map(current);
      for (const entry of added) next.set(entry.key, entry);
      set({ keys: keys.concat(added.map((entry) => entry.key)), entries: next });
      return added.map((entry) => entry.key);
    },
    update: (key, updater) => {
      const current = get().entries;
      const entry = current.get(key);
      if (!entry) return;
      const updated = updater(entry);
      // Unchanged means no new object, so no row re-renders for nothing.
      if (updated === entry) return;
      const next = new Map(current);
      next.set(key, { ...updated, key });
      set({ entries: next });
    },
    appendText: (key, delta) => {
      get().update(key, (entry) => {
        if (entry.type !== 'user' && entry.type !== 'assistant') return entry;
        return { ...entry, text: entry.text + delta };
      });
    },
    prepend: (entries) => {
      const { keys, entries: current } = get();
      const added = keyed(current, entries);
      if (added.length === 0) return [];
      const next = new Map(current);
      for (const entry of added) next.set(entry.key, entry);
      set({ keys: added.map((entry) => entry.key).concat(keys), entries: next });
      return added.map((entry) => entry.key);
    },
    reset: (entries = []) => {
      reader = createTranscriptReader();
      const added = keyed(new Map(), entries);
      set({ keys: added.map((entry) => entry.key), entries: new Map(added.map((entry) => [entry.key, entry])) });
      return added.map((entry) => entry.key);
    },
    open: (request) => set({ openWidget: { ...request, session: ++nextSession } }),
    close: () => set({ openWidget: null }),
  }));
}
