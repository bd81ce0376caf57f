import { createContext, useContext } from 'react';
import type { KeyedEntry, TranscriptEntry } from '../../core';

/** The entry a part belongs to, so sub-parts (author, text, args) need no props. */
export const EntryContext = createContext<TranscriptEntry | KeyedEntry | null>(null);

export function useEntryOf<T extends TranscriptEntry['type']>(...types: T[]): Extract<TranscriptEntry, { type: T }> {
  const entry = useContext(EntryContext);
  if (entry === null || !types.includes(entry.type as T)) {
    throw new Error(`This part must be inside a transcript part for a ${types.join(' or ')} entry.`);
  }
  return entry as Extract<TranscriptEntry, { type: T }>;
}

/** The entry a part belongs to, or null outside one (a turn's header is in no message). */
export function useOptionalEntry(): TranscriptEntry | KeyedEntry | null {
  return useContext(EntryContext);
}
