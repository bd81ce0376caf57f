import { createContext, useContext } from 'react';
import type { ToolCardGroup, ToolCardRows } from './groupToolCards';

/**
 * The list's current grouping. Only the small per-call wrapper in `Item` reads it: when keys
 * change, those wrappers re-render, and a card whose group object was reused (unchanged) skips.
 */
export const ToolCardRowsContext = createContext<ToolCardRows | null>(null);

/** The group a call's row draws, or undefined outside a `List` (the call is then drawn alone). */
export function useToolCardGroup(callKey: string): ToolCardGroup | undefined {
  return useContext(ToolCardRowsContext)?.groups.get(callKey);
}
