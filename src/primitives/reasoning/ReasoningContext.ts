import { createContext, useContext } from 'react';
import type { ReasoningEntry } from '../../core';

/** What the parts of one reasoning row read: its entry and its disclosure. */
export interface ReasoningContextValue {
  entry: ReasoningEntry;
  /** True while the reasoning still grows (`entry.streaming`). */
  streaming: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
}

export const ReasoningContext = createContext<ReasoningContextValue | null>(null);

export function useReasoning(): ReasoningContextValue {
  const reasoning = useContext(ReasoningContext);
  if (reasoning === null) throw new Error('This part must be inside ReasoningPrimitive.Root.');
  return reasoning;
}
