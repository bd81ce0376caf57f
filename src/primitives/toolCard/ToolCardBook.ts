import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ToolCardGroup, ToolCardRows } from './groupToolCards';

/**
 * The list's current grouping, readable per card: a card re-renders when its own group changes,
 * not when any row is added. The list sets `current` while it renders and notifies after commit.
 */
export interface ToolCardBook {
  current: ToolCardRows | undefined;
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createToolCardBook(): ToolCardBook {
  const listeners = new Set<() => void>();
  return {
    current: undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

export const ToolCardBookContext = createContext<ToolCardBook | null>(null);

const noBook = () => () => {};

/** The group a call's row draws, or undefined outside a `List` (the call is then drawn alone). */
export function useToolCardGroup(callKey: string): ToolCardGroup | undefined {
  const book = useContext(ToolCardBookContext);
  return useSyncExternalStore(
    book?.subscribe ?? noBook,
    () => book?.current?.groups.get(callKey),
    () => book?.current?.groups.get(callKey),
  );
}
