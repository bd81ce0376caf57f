import { createContext, useContext, type MutableRefObject, type RefObject } from 'react';

export interface TranscriptScroll {
  /** The scrolling element: the transcript root. */
  element: RefObject<HTMLElement | null>;
  /** False once the user has scrolled away from the latest entry. */
  atBottom: boolean;
  /** Scrolls to the latest entry and sticks there again. */
  jumpToLatest: () => void;
  /** Called by the list when its content grew or shrank, to keep the bottom in view. */
  contentResized: () => void;
  /** Set by a virtualized list, which keeps the bottom and anchors prepends itself. */
  virtualized: MutableRefObject<boolean>;
  /** Set by a virtualized list: scrolls to its end in its own terms (rows not measured yet). */
  scrollToEnd?: MutableRefObject<(() => void) | null>;
}

/** Scroll state shared by the transcript's root, list and jump-to-latest control. */
export const TranscriptScrollContext = createContext<TranscriptScroll | null>(null);

export function useTranscriptScroll(): TranscriptScroll | null {
  return useContext(TranscriptScrollContext);
}
