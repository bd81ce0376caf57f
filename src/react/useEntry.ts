import type { KeyedEntry } from '../core';
import { useCameoClient } from './useCameoClient';
import { useStoreState } from './useStoreState';

/** One entry by key. Re-renders only when that entry is replaced. */
export function useEntry(key: string): KeyedEntry | undefined {
  return useStoreState(useCameoClient().transcript, (state) => state.entries.get(key));
}

/** The entry keys in display order. Re-renders only when entries are added, moved or reset. */
export function useEntryKeys(): readonly string[] {
  return useStoreState(useCameoClient().transcript, (state) => state.keys);
}
