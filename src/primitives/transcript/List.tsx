import { forwardRef, useContext, useEffect, useMemo, useRef, type CSSProperties, type OlHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { useCameoClient, useEntryKeys } from '../../react';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { useLazyChunk } from '../lazyChunk';
import { groupToolCards } from '../toolCard/groupToolCards';
import { ToolCardRowsContext } from '../toolCard/ToolCardBook';
import { MarkdownContext } from './MarkdownContext';
import { Item } from './Item';
import { virtualRows } from './loadVirtualRows';
import { useTranscriptScroll } from './TranscriptScroll';
import type { TranscriptComponents } from './TranscriptComponents';
import { withDisplayName } from '../withDisplayName';

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
export const List = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLOListElement, ListProps>(function List(
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
    const virtual = (virtualize === true || (virtualize === 'auto' && keys.length > threshold)) && scroll !== null;
    // The virtualizer is a chunk of its own, loaded when a list first needs it (on the server and
    // while hydrating it is not used).
    const loaded = useLazyChunk(virtualRows, virtual);
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
          {!virtual ? (
            <ol {...props} ref={composedRef}>
              {keys.map((key) => draw(key, {}))}
            </ol>
          ) : loaded ? (
            <loaded.VirtualRows {...props} listRef={composedRef} keys={keys} draw={draw} estimateSize={estimateSize} overscan={overscan} />
          ) : (
            // Until the virtualizer loads: the rows at the end, where the view starts, about a
            // view's worth, each saying where it sits in the whole list.
            <ol {...props} ref={composedRef}>
              {keys.slice(-tailRows(estimateSize, overscan)).map((key, index, tail) =>
                draw(key, { 'aria-posinset': keys.length - tail.length + index + 1, 'aria-setsize': keys.length }),
              )}
            </ol>
          )}
        </ToolCardRowsContext.Provider>
      </MarkdownContext.Provider>
    );
  }),
  'Transcript.List',
);

/** How many rows fill a view (the window's height; a guess on the server) and the overscan. */
function tailRows(estimateSize: number, overscan: number): number {
  const height = typeof window === 'undefined' ? 1_000 : window.innerHeight;
  return Math.ceil(height / Math.max(1, estimateSize)) + overscan;
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
