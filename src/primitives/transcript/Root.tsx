import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useMemo, type HTMLAttributes, type Ref } from 'react';
import { useCameoContext, useEntryKeys } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { TranscriptScrollContext } from './TranscriptScroll';
import { useStickToBottom } from './useStickToBottom';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  asChild?: boolean;
}

/**
 * The conversation: a polite live `log` region, and the element that scrolls. It sticks to the
 * latest entry while content streams in unless the user scrolls up (`data-at-bottom` tells
 * which). `data-empty` while it has no entries.
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, RootProps>(function Root({ asChild, onScroll, style, ...props }, ref) {
    const { labels } = useCameoContext();
    const empty = useEntryKeys().length === 0;
    const scroll = useStickToBottom();
    const { element } = scroll;
    const composedRef = useMemo(() => composeRefs<HTMLElement>(ref as Ref<HTMLElement>, element), [ref, element]);
    const Element = asChild ? Slot : 'div';
    return (
      <TranscriptScrollContext.Provider value={scroll}>
        <Element
          role="log"
          aria-label={labels.conversation}
          data-empty={empty || undefined}
          data-at-bottom={scroll.atBottom}
          {...props}
          // Prepends are anchored by us (or the virtualizer) in every browser; the browser's own
          // scroll anchoring, where it exists, would move the view a second time.
          style={{ overflowAnchor: 'none', ...style }}
          ref={composedRef}
          onScroll={composeEventHandlers(onScroll, scroll.onScroll)}
        />
      </TranscriptScrollContext.Provider>
    );
  }),
  'Transcript.Root',
);
