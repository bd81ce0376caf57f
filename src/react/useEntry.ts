import { useStore } from 'zustand';
import type { KeyedEntry } from '../core';
import { useCameo } from './useCameo';

/** One entry by key. Re-renders only when that entry is replaced. */
export function useEntry(key: string): KeyedEntry | undefined {
  const { store } = useCameo();
  return useStore(store, (state) => state.entries.get(key));
}

/** The entry keys in order. Re-renders only when entries are added or replaced wholesale. */
export function useEntryKeys(): readonly string[] {
  const { store } = useCameo();
  return useStore(store, (state) => state.keys);
}
