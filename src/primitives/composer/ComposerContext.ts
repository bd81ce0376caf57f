import { createContext, useContext, type RefObject } from 'react';
import type { CameoLabels } from '../../react';

/** What every composer part reads: the draft, the turn's state and the two commands. */
export interface ComposerState {
  /** The draft as typed, newlines included. */
  value: string;
  setValue: (value: string) => void;
  /** A turn runs: nothing can be sent, and Stop shows. */
  running: boolean;
  disabled: boolean;
  /** The draft has more than whitespace. */
  hasText: boolean;
  /** Sending is possible now: text (or `text`) is not blank, no turn runs, not disabled. */
  canSend: boolean;
  /**
   * Sends the draft, or `text` instead (a suggestion). Returns whether it was sent. The draft is
   * cleared only when it was what went out, and the input keeps focus.
   */
  send: (text?: string) => boolean;
  /** Calls the app's `onStop` and puts focus back in the input. */
  stop: () => void;
  focusInput: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  labels: CameoLabels;
}

export const ComposerContext = createContext<ComposerState | null>(null);

/** The composer's state, for a custom part inside `ComposerPrimitive.Root`. */
export function useComposer(): ComposerState {
  const value = useContext(ComposerContext);
  if (value === null) throw new Error('Composer parts must be used inside <ComposerPrimitive.Root>.');
  return value;
}
