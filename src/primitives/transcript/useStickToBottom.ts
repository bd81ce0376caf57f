import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEntryKeys } from '../../react';
import type { TranscriptScroll } from './TranscriptScroll';

/** How close to the end, in px, still counts as "at the latest entry". */
const BOTTOM_SLACK = 24;

/**
 * Keeps a chat pinned to its latest entry while content streams in, unless the user scrolled
 * up; keeps the view still when older history is prepended above it.
 */
export function useStickToBottom(): TranscriptScroll & { onScroll: () => void } {
  const element = useRef<HTMLElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const stuck = useRef(true);
  const height = useRef(0);
  const virtualized = useRef(false);
  const keys = useEntryKeys();
  const previousKeys = useRef(keys);

  const toBottom = useCallback(() => {
    const node = element.current;
    if (!node) return;
    height.current = scrollToEnd(node);
  }, []);

  const onScroll = useCallback(() => {
    const node = element.current;
    if (!node) return;
    const bottom = node.scrollHeight - node.scrollTop - node.clientHeight <= BOTTOM_SLACK;
    stuck.current = bottom;
    height.current = node.scrollHeight;
    setAtBottom(bottom);
  }, []);

  const contentResized = useCallback(() => {
    const node = element.current;
    if (!node) return;
    if (stuck.current) toBottom();
    else height.current = node.scrollHeight;
  }, [toBottom]);

  // Older history arrived above: move down by what it added, so the same entries stay in view.
  useLayoutEffect(() => {
    const before = previousKeys.current;
    previousKeys.current = keys;
    const node = element.current;
    if (!node || virtualized.current || before.length === 0 || keys.length <= before.length) return;
    const shift = keys.indexOf(before[0]!);
    if (shift > 0 && !stuck.current) scrollBy(node, node.scrollHeight - height.current);
    contentResized();
  }, [keys, contentResized]);

  const jumpToLatest = useCallback(() => {
    stuck.current = true;
    setAtBottom(true);
    toBottom();
  }, [toBottom]);

  return useMemo(
    () => ({ element, atBottom, jumpToLatest, contentResized, onScroll, virtualized }),
    [atBottom, jumpToLatest, contentResized, onScroll],
  );
}

// DOM writes live outside the hook: the element is ours to scroll, not React state.
function scrollToEnd(node: HTMLElement): number {
  node.scrollTop = node.scrollHeight;
  return node.scrollHeight;
}

function scrollBy(node: HTMLElement, delta: number) {
  node.scrollTop += delta;
}
