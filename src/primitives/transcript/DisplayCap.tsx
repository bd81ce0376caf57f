import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { continuesCharacter } from '../markdown/continuesCharacter';
import { useLabels } from '../markdown/useLabels';

/**
 * Characters of a message or tool result shown before "Show more". Layout grows faster than
 * linearly with the length of a text in a line box, so an 80,000-character paste would cost
 * seconds in the browser; 20,000 characters is a few pages of prose.
 */
export const defaultMaxDisplayChars = 20_000;

export interface DisplayCapOptions {
  /**
   * The most characters shown before a "Show more" button (`labels.showMore`) that reveals the
   * rest; `Infinity` for no cap. Default 20,000.
   */
  maxDisplayChars?: number | undefined;
}

export interface DisplayCap {
  /** What to draw: the text up to the cap, or all of it once expanded. */
  text: string;
  /** Whether the text is longer than the cap, so the toggle is shown. */
  capped: boolean;
  expanded: boolean;
  /** Characters not drawn while folded. */
  hidden: number;
  /** For the drawn text's element, which the toggle controls (`aria-controls`). */
  contentId: string;
  toggle(): void;
}

/**
 * Folds `text` to `maxDisplayChars`, cut where no character is split (a surrogate pair, a
 * combining mark). Markdown cut anywhere still renders: the renderer takes half-written text
 * as it streams. Text that streams past the cap stays folded until the reader asks for more.
 */
export function useDisplayCap(text: string, maxDisplayChars = defaultMaxDisplayChars, id?: string): DisplayCap {
  const [expanded, setExpanded] = useState(false);
  const ownId = useId();
  const end = cutPoint(text, maxDisplayChars);
  const capped = end < text.length;
  return {
    text: capped && !expanded ? text.slice(0, end) : text,
    capped,
    expanded,
    hidden: text.length - end,
    contentId: id ?? ownId,
    toggle: () => setExpanded((value) => !value),
  };
}

/** Where to cut `text` to at most `max` characters without splitting one. */
export function cutPoint(text: string, max: number): number {
  if (!(text.length > max)) return text.length;
  let end = Math.max(0, Math.floor(max));
  // Back off a little at most: a cut inside a huge cluster is only cosmetic.
  for (let step = 0; step < 16 && end > 0 && continuesCharacter(text, end); step++) end -= 1;
  return end;
}

export interface ShowMoreProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  cap: DisplayCap;
}

/**
 * How long the hidden count of a focused button holds still after the text last grew, in ms.
 * Tokens come tens of milliseconds apart, so a second without one means the reply has stopped
 * (or paused long enough that one update is worth hearing).
 */
const countSettleMs = 1_000;

/**
 * "Show more (N more characters)" while folded, "Show less" once expanded: one button that
 * keeps focus across the change (`aria-expanded`, `aria-controls` the text). Nothing when the
 * text fits. Folding back scrolls the button into view, since the text above it just shrank.
 *
 * N is the button's accessible name, and a screen reader announces the focused element again
 * each time its name changes: with the exact count, every streamed token would be read out.
 * So while the button has focus, N keeps the value it had until the text has stopped growing
 * for a second, then moves once. Unfocused, a name change is not announced, so N is exact.
 * (Rounding N instead would still re-announce at each step, and misstate a finished text.)
 */
export const ShowMore = forwardRef<HTMLButtonElement, ShowMoreProps>(function ShowMore(
  { cap, onClick, onFocus, onBlur, ...props },
  ref,
) {
  const labels = useLabels();
  const own = useRef<HTMLButtonElement | null>(null);
  const refs = useComposedRefs(ref, own);
  const folded = useRef(false);
  // The count the focused button says; `null` while it has no focus.
  const [held, setHeld] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!folded.current) return;
    folded.current = false;
    own.current?.scrollIntoView?.({ block: 'nearest' });
  }, [cap.expanded]);
  useEffect(() => {
    if (held === null || held === cap.hidden) return;
    const timer = setTimeout(() => setHeld(cap.hidden), countSettleMs);
    return () => clearTimeout(timer);
  }, [held, cap.hidden]);
  if (!cap.capped) return null;
  return (
    <button
      type="button"
      data-part="show-more"
      aria-expanded={cap.expanded}
      aria-controls={cap.contentId}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        folded.current = cap.expanded;
        // The name changes anyway (Show less and back): it may as well be exact.
        if (held !== null) setHeld(cap.hidden);
        cap.toggle();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setHeld(cap.hidden);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setHeld(null);
      }}
      {...props}
      ref={refs}
    >
      {cap.expanded ? labels.showLess : labels.showMore(held ?? cap.hidden)}
    </button>
  );
});
