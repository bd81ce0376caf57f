// The virtualized rows: their own chunk (with @tanstack/react-virtual, ~33 kB), loaded by
// List through loadVirtualRows when a transcript first passes its threshold. Nothing else may
// import this file statically.
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type OlHTMLAttributes, type ReactNode, type Ref } from 'react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import type { RowProps } from './List';
import { useTranscriptScroll } from './TranscriptScroll';

export interface VirtualRowsProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  listRef: Ref<HTMLOListElement>;
  keys: readonly string[];
  draw: (key: string, row: RowProps) => ReactNode;
  estimateSize: number;
  overscan: number;
}

export function VirtualRows({ listRef, keys, draw, estimateSize, overscan, onFocus, style, ...props }: VirtualRowsProps) {
  const scroll = useTranscriptScroll()!;
  const own = useRef<HTMLOListElement>(null);
  const ref = useMemo(() => composeRefs(listRef, own), [listRef]);
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || indexes.includes(focused) || focused >= keys.length) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused, keys.length],
  );
  // The compiler cannot memoise around the virtualizer's mutable instance; it skips this part.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: keys.length,
    // The root's ref is attached after this list's first layout effects run; our own <ol> is
    // already attached then, and its parent is the root.
    getScrollElement: () => scroll.element.current ?? own.current?.parentElement ?? null,
    estimateSize: () => estimateSize,
    getItemKey: (index) => keys[index]!,
    overscan,
    rangeExtractor,
    // Chat behaviour, in the virtualizer's own terms: stay at the end while rows grow or
    // arrive if the view was there, and keep the visible rows still when history is prepended.
    anchorTo: 'end',
    followOnAppend: true,
    // Start where the view will be (the end), at about its size, so the first rows drawn are
    // the ones shown: drawing the top rows first and then the end costs two extra layouts.
    initialOffset: () => (scroll.atBottom ? keys.length * estimateSize : 0),
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });

  useLayoutEffect(() => {
    scroll.virtualized.current = true;
    if (scroll.scrollToEnd) scroll.scrollToEnd.current = () => virtualizer.scrollToEnd();
    if (scroll.atBottom) virtualizer.scrollToEnd();
    return () => {
      scroll.virtualized.current = false;
      if (scroll.scrollToEnd) scroll.scrollToEnd.current = null;
    };
    // Once per mount: later following is the virtualizer's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Same position, same style object: memoised rows whose place did not move skip rendering
  // when a streamed row grows and the list re-renders.
  const styles = useRef(new Map<string, { start: number; style: CSSProperties }>());
  const styleFor = (key: string, start: number) => {
    const cached = styles.current.get(key);
    if (cached?.start === start) return cached.style;
    const style: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` };
    styles.current.set(key, { start, style });
    return style;
  };

  const trackFocus = (event: FocusEvent<HTMLOListElement>) => {
    const row = (event.target as HTMLElement).closest('[data-index]');
    if (row) setFocused(Number(row.getAttribute('data-index')));
  };

  return (
    <ol
      data-virtual=""
      {...props}
      ref={ref}
      onFocus={composeEventHandlers(onFocus, trackFocus)}
      style={{ ...style, position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) =>
        draw(keys[item.index]!, {
          ref: virtualizer.measureElement,
          'data-index': item.index,
          'aria-posinset': item.index + 1,
          'aria-setsize': keys.length,
          style: styleFor(keys[item.index]!, item.start),
        }),
      )}
    </ol>
  );
}


