import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { KeyedEntry, NewEntry } from '../core';
import { useCameo } from './useCameo';

export interface UseTranscriptResult {
  entries: KeyedEntry[];
  keys: readonly string[];
  append: (...entries: NewEntry[]) => string[];
  update: (key: string, updater: (entry: KeyedEntry) => NewEntry) => void;
  appendText: (key: string, delta: string) => void;
  /** Parses a wire-format chunk and appends it; see `TranscriptState.appendJSON`. */
  appendJSON: (input: unknown) => string[];
  reset: (entries?: readonly NewEntry[]) => string[];
}

/**
 * The whole transcript and its actions. Re-renders on every change, so it suits apps building
 * their own list; a row should use `useEntry` to re-render only when its own entry changes.
 */
export function useTranscript(): UseTranscriptResult {
  const { store } = useCameo();
  const keys = useStore(store, (state) => state.keys);
  // The entries Map changes in place; the revision says when to read it again.
  const revision = useStore(store, (state) => state.revision);
  const entries = useMemo(
    () => {
      const byKey = store.getState().entries;
      return keys.flatMap((key) => byKey.get(key) ?? []);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision is the signal to re-read
    [keys, revision, store],
  );
  const actions = useMemo(() => {
    const state = () => store.getState();
    return {
      append: (...added: NewEntry[]) => state().append(...added),
      update: (key: string, updater: (entry: KeyedEntry) => NewEntry) => state().update(key, updater),
      appendText: (key: string, delta: string) => state().appendText(key, delta),
      appendJSON: (input: unknown) => state().appendJSON(input),
      reset: (next?: readonly NewEntry[]) => state().reset(next),
    };
  }, [store]);
  return { entries, keys, ...actions };
}
