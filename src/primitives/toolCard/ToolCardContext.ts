import { createContext, useContext, type RefObject } from 'react';
import type { KeyedEntry, ToolApprovalEntry, ToolCallEntry, ToolCallStatus, ToolResultEntry } from '../../core';
import type { TranscriptComponents } from '../transcript/TranscriptComponents';
import type { ToolCardGroup } from './groupToolCards';

/** What every part of one tool card reads: its entries, status, disclosure and decision. */
export interface ToolCardContextValue {
  group: ToolCardGroup;
  call: (ToolCallEntry & Partial<Pick<KeyedEntry, 'key'>>) | undefined;
  result: ToolResultEntry | undefined;
  approval: ToolApprovalEntry | undefined;
  status: ToolCallStatus;
  /** The tool's label as shown (`labels.toolLabel(name)`). */
  label: string;
  /** True while arguments are still streaming (the call holds `argsText`). */
  streaming: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  /** Records the human's decision; focus then goes to the card's trigger. */
  decide: (approved: boolean, reason?: string) => void;
}

export const ToolCardContext = createContext<ToolCardContextValue | null>(null);

export function useToolCard(): ToolCardContextValue {
  const card = useContext(ToolCardContext);
  if (card === null) throw new Error('This part must be inside ToolCardPrimitive.Root.');
  return card;
}

/** The row parts a card draws its notes and launchers with, provided by `Item`. */
export const ToolCardComponentsContext = createContext<TranscriptComponents | null>(null);
