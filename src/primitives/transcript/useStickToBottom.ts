import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCameoClient, useEntryKeys } from '../../react';
import { listenForScrollUp } from './listenForScrollUp';
import type { TranscriptScroll } from './TranscriptScroll';

/** How close to the end, in px, still counts as "at the latest entry". */
const BOTTOM_SLACK = 24;
/** Below this a difference in scrollTop is sub-pixel rounding, not a move. */
const EPSILON = 1;

/**
 * Keeps a chat pinned to its latest entry while content streams in, unless the reader scrolled
 * up; keeps the view still when older history is prepended above it; brings a message the
 * reader just sent into view, wherever they were.
 *
 * Only the reader unsticks it: an input that scrolls up (wheel, finger, key), or a scroll event
 * that moved the view up past the slack. Growth never moves scrollTop up, so a scroll event
 * that finds the end further away than our last write left it is content that grew in
 * between, and is followed, not read as the reader leaving.
 */
export function useStickToBottom(): TranscriptScroll & { onScroll: () => void } {
  const element = useRef<HTMLElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const stuck = useRef(true);
  const held = useRef(false);
  // scrollTop as last seen (read back after our own writes): what "moved up" is measured from.
  const lastTop = useRef(0);
  const height = useRef(0);
  const virtualized = useRef(false);
  const scrollToEnd = useRef<(() => void) | null>(null);
  const keys = useEntryKeys();
  const previousKeys = useRef(keys);
  const { transcript } = useCameoClient();

  const stick = useCallback((value: boolean) => {
    stuck.current = value;
    setAtBottom(value);
  }, []);

  const toBottom = useCallback(() => {
    const node = element.current;
    if (!node || distanceToEnd(node) <= EPSILON) return;
    // A virtualized list knows row sizes the DOM does not have yet: it scrolls to its own end.
    if (virtualized.current && scrollToEnd.current) scrollToEnd.current();
    else writeScrollTop(node, node.scrollHeight);
    lastTop.current = node.scrollTop;
    height.current = node.scrollHeight;
  }, []);

  const onScroll = useCallback(() => {
    const node = element.current;
    if (!node) return;
    const top = node.scrollTop;
    const gap = distanceToEnd(node);
    const movedUp = top < lastTop.current - EPSILON;
    const movedDown = top > lastTop.current + EPSILON;
    lastTop.current = top;
    height.current = node.scrollHeight;
    if (movedUp && gap > BOTTOM_SLACK) stick(false);
    else if (gap <= BOTTOM_SLACK) {
      // Back at the end by the reader's own hand (or never left): follow again.
      if (movedDown || stuck.current) stick(true);
    } else if (stuck.current && !held.current) toBottom();
  }, [stick, toBottom]);

  const contentResized = useCallback(() => {
    const node = element.current;
    if (!node) return;
    // Nothing left to scroll, or the end came to the reader (a shrink): nothing to jump to.
    if (!stuck.current && distanceToEnd(node) <= EPSILON) stick(true);
    if (stuck.current && !held.current) toBottom();
    else height.current = node.scrollHeight;
  }, [stick, toBottom]);

  // What the reader does decides when to stop following; the scroller itself changing size (the
  // composer under it grew) moves the end as content does.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const stopListening = listenForScrollUp(node, {
      onUp: () => {
        // Wherever the view is, even at the top of a history not followed yet (a loaded
        // machine): if there is anything to scroll, the reader asked to read, not to follow.
        if (node.scrollHeight - node.clientHeight > BOTTOM_SLACK) stick(false);
      },
      onHold: (value) => {
        held.current = value;
      },
    });
    if (typeof ResizeObserver === 'undefined') return stopListening;
    const observer = new ResizeObserver(() => contentResized());
    observer.observe(node);
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [stick, contentResized]);

  useLayoutEffect(() => {
    const before = previousKeys.current;
    previousKeys.current = keys;
    const node = element.current;
    if (!node || before.length === 0 || keys.length === 0) return;
    // The reader sent a message: show it, even if they had scrolled up (as every chat does).
    if (appendedUser(before, keys, (key) => transcript.getState().entries.get(key)?.type === 'user')) {
      stick(true);
      toBottom();
      return;
    }
    // Older history arrived above: move down by what it added, so the same entries stay in view.
    if (virtualized.current || keys.length <= before.length) return;
    const shift = keys.indexOf(before[0]!);
    if (shift > 0 && !stuck.current) {
      writeScrollTop(node, node.scrollTop + node.scrollHeight - height.current);
      lastTop.current = node.scrollTop;
    }
    contentResized();
  }, [keys, transcript, stick, toBottom, contentResized]);

  const jumpToLatest = useCallback(() => {
    stick(true);
    toBottom();
  }, [stick, toBottom]);

  return useMemo(
    () => ({ element, atBottom, jumpToLatest, contentResized, onScroll, virtualized, scrollToEnd }),
    [atBottom, jumpToLatest, contentResized, onScroll],
  );
}

/** Whether the keys added at the end since `before` hold a user message. */
function appendedUser(before: readonly string[], keys: readonly string[], isUser: (key: string) => boolean): boolean {
  const last = before[before.length - 1]!;
  if (keys[keys.length - 1] === last) return false;
  // After a reset that kept no key, only the end can be "just sent".
  const found = keys.lastIndexOf(last);
  const from = found >= 0 ? found + 1 : Math.max(0, keys.length - 2);
  for (let index = from; index < keys.length; index += 1) if (isUser(keys[index]!)) return true;
  return false;
}

// DOM reads and writes live outside the hook: the element is ours to scroll, not React state.
function distanceToEnd(node: HTMLElement): number {
  return node.scrollHeight - node.scrollTop - node.clientHeight;
}

function writeScrollTop(node: HTMLElement, top: number) {
  // Instant even under a page's `scroll-behavior: smooth`: a write still animating when the next
  // token lands is a view that never reaches the end.
  if (typeof node.scrollTo === 'function') node.scrollTo({ top, behavior: 'instant' });
  else node.scrollTop = top;
}
