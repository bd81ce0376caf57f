import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { KeyedEntry, NewEntry, TranscriptEntry, TranscriptState } from '../core';
import { useCameoClient } from './useCameoClient';

export interface UseTranscriptResult {
  /** Every entry in display order. Reading it subscribes the component to every change. */
  readonly entries: readonly KeyedEntry[];
  /** Entry keys in display order. Reading it subscribes the component to added, moved or reset entries. */
  readonly keys: readonly string[];
  append: (...entries: NewEntry[]) => string[];
  update: (key: string, updater: (entry: KeyedEntry) => TranscriptEntry) => void;
  appendText: (key: string, delta: string) => void;
  /** Streams a tool call's arguments as text, while they arrive. */
  appendArgs: (key: string, delta: string) => void;
  /** Sets a tool call's finished arguments (and drops the streamed text). */
  updateArgs: (key: string, args: unknown) => void;
  /** Parses a wire-format chunk and appends it; see `TranscriptState.appendJSON`. */
  appendJSON: (input: unknown) => string[];
  reset: (entries?: readonly NewEntry[]) => string[];
}

/**
 * The transcript and its actions. Like react-query's tracked results, the component re-renders
 * only for what it reads: one that only appends never re-renders for a token, and one that
 * reads `entries` re-renders on every change (rows should use `useEntry` instead).
 */
export function useTranscript(): UseTranscriptResult {
  const store = useCameoClient().transcript;
  const tracked = useRef({ keys: false, entries: false });
  const list = useRef<{ state: TranscriptState | null; entries: readonly KeyedEntry[] }>({ state: null, entries: [] });

  const subscribe = useCallback(
    (onChange: () => void) =>
      store.subscribe((state, previous) => {
        const { keys, entries } = tracked.current;
        if ((entries && state.revision !== previous.revision) || (keys && state.keys !== previous.keys)) onChange();
      }),
    [store],
  );
  const state = useSyncExternalStore(subscribe, store.getState, store.getState);
  const actions = useMemo(() => {
    const current = () => store.getState();
    return {
      append: (...added: NewEntry[]) => current().append(...added),
      update: (key: string, updater: (entry: KeyedEntry) => TranscriptEntry) => current().update(key, updater),
      appendText: (key: string, delta: string) => current().appendText(key, delta),
      appendArgs: (key: string, delta: string) => current().appendArgs(key, delta),
      updateArgs: (key: string, args: unknown) => current().updateArgs(key, args),
      appendJSON: (input: unknown) => current().appendJSON(input),
      reset: (next?: readonly NewEntry[]) => current().reset(next),
    };
  }, [store]);

  return {
    ...actions,
    get keys() {
      tracked.current.keys = true;
      return state.keys;
    },
    get entries() {
      tracked.current.entries = true;
      // The entries Map changes in place; the state object is new on every change, so it is the
      // cache key. Built only when read, so the append path never pays for the whole history.
      if (list.current.state !== state) {
        const byKey = state.entries;
        list.current = { state, entries: state.keys.flatMap((key) => byKey.get(key) ?? []) };
      }
      return list.current.entries;
    },
  };
}
