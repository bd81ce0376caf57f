import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type OlHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useCameoClient, useEntryKeys } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { groupToolCards } from '../toolCard/groupToolCards';
import { ToolCardRowsContext } from '../toolCard/ToolCardBook';
import { MarkdownContext } from './MarkdownContext';
import { Item } from './Item';
import { useTranscriptScroll } from './TranscriptScroll';
import type { TranscriptComponents } from './TranscriptComponents';

/** What a row needs to take part in virtualization: spread it onto `Item`. */
export interface RowProps {
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  'data-index'?: number;
  'aria-posinset'?: number;
  'aria-setsize'?: number;
}

export interface ListProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  components: TranscriptComponents;
  /** Draws each row; defaults to `Item` with `components`. Spread `row` onto the Item. */
  children?: (entryKey: string, row: RowProps) => ReactNode;
  /**
   * Render only the rows in view. `'auto'` (the default) turns it on above `threshold` entries,
   * so short chats keep every row in the DOM.
   */
  virtualize?: boolean | 'auto';
  threshold?: number;
  /** A first guess at a row's height in px; rows are measured once drawn. */
  estimateSize?: number;
  /** Rows drawn beyond each edge of the view, so Tab and scrolling find them ready. */
  overscan?: number;
}

/**
 * The entries in order, as an `<ol>`; renders nothing while there are none (pair it with
 * `Empty`). Long transcripts are virtualized: cost follows the view, not the history. The row
 * holding focus is never unmounted from under the user.
 */
export const List = forwardRef<HTMLOListElement, ListProps>(function List(
  { components, children, virtualize = 'auto', threshold = 200, estimateSize = 72, overscan = 8, ...props },
  ref,
) {
  const allKeys = useEntryKeys();
  const { transcript } = useCameoClient();
  // A call's result, decision and ui rows draw inside its card: the list's rows are the rest.
  // Run when keys change only (a streamed token changes none); a card whose group is unchanged
  // skips re-rendering (Item compares groups by value).
  const grouped = useMemo(
    () => groupToolCards(allKeys, (key) => transcript.getState().entries.get(key)),
    [allKeys, transcript],
  );
  const keys = grouped.rows;
  const scroll = useTranscriptScroll();
  const virtual = virtualize === true || (virtualize === 'auto' && keys.length > threshold);
  const draw = (key: string, row: RowProps) =>
    children ? children(key, row) : <Item key={key} entryKey={key} components={components} {...row} />;

  const element = useRef<HTMLOListElement>(null);
  const composedRef = useMemo(() => composeRefs(ref, element), [ref]);
  // Both kinds report size changes; a virtualized one also anchors prepends and follows appends
  // itself, and the scroll owner asks it (not the DOM) for its end.
  useContentResize(element, scroll?.contentResized);
  // `components.Markdown` replaces the renderer for every message row; an app's own
  // MarkdownContext around the transcript still counts when the components say nothing.
  const outerMarkdown = useContext(MarkdownContext);
  const markdown = components.Markdown ?? outerMarkdown;

  if (keys.length === 0) return null;
  return (
    <MarkdownContext.Provider value={markdown}>
      <ToolCardRowsContext.Provider value={grouped}>
        {!virtual || !scroll ? (
          <ol {...props} ref={composedRef}>
            {keys.map((key) => draw(key, {}))}
          </ol>
        ) : (
          <VirtualRows {...props} listRef={composedRef} keys={keys} draw={draw} estimateSize={estimateSize} overscan={overscan} />
        )}
      </ToolCardRowsContext.Provider>
    </MarkdownContext.Provider>
  );
});

interface VirtualRowsProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  listRef: Ref<HTMLOListElement>;
  keys: readonly string[];
  draw: (key: string, row: RowProps) => ReactNode;
  estimateSize: number;
  overscan: number;
}

function VirtualRows({ listRef, keys, draw, estimateSize, overscan, onFocus, style, ...props }: VirtualRowsProps) {
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

/** Tells the scroll owner when the list's size changes (a streamed token, a new row). */
function useContentResize(element: RefObject<HTMLOListElement | null>, onResize: (() => void) | undefined) {
  // No dependency list on purpose: the <ol> comes and goes with the entries and the mode.
  useEffect(() => {
    const node = element.current;
    if (!node || !onResize || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onResize());
    observer.observe(node);
    return () => observer.disconnect();
  });
}
List.displayName = 'Transcript.List';
