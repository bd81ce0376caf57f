import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a scroll container pinned to the bottom while its content grows (a streamed reply),
 * as long as the user is at the bottom. Scrolling up unpins; the first paint shows the top.
 */
export function useStickToBottom<S extends HTMLElement, C extends HTMLElement>() {
  const scroller = useRef<S>(null);
  const content = useRef<C>(null);

  useEffect(() => {
    const box = scroller.current;
    const inner = content.current;
    if (!box || !inner) return;
    let pinned = false;
    const onScroll = () => {
      pinned = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    };
    const observer = new ResizeObserver(() => {
      if (pinned) box.scrollTop = box.scrollHeight;
    });
    box.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(inner);
    return () => {
      box.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  const scrollToBottom = useCallback(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, []);

  return { scroller, content, scrollToBottom };
}
