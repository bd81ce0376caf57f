import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react';
import type { ReasoningEntry } from '../../core';
import { EntryContext } from '../transcript/EntryContext';
import { useDisclosure } from '../useDisclosure';
import { Content } from './Content';
import { ReasoningContext, type ReasoningContextValue } from './ReasoningContext';
import { Trigger } from './Trigger';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  entry: ReasoningEntry;
  /** Controlled disclosure; leave unset for the row to keep its own (closed at first). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  asChild?: boolean;
}

/**
 * The model's reasoning, collapsed behind a "Thinking" disclosure (`data-state`: open or
 * closed; `data-streaming` and `aria-busy` while it still grows, so a screen reader waits for
 * the whole thought instead of reading every token). Without children: the trigger, then the
 * content.
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, RootProps>(function Root(
    { entry, open: openProp, defaultOpen, onOpenChange, asChild, children, ...props },
    ref,
  ) {
    const [open, setOpen] = useDisclosure({ open: openProp, defaultOpen, onOpenChange });
    const contentId = useId();
    const streaming = entry.streaming === true;
    const value = useMemo<ReasoningContextValue>(
      () => ({ entry, streaming, open, setOpen, contentId }),
      [entry, streaming, open, setOpen, contentId],
    );
    const Element = asChild ? Slot : 'div';
    return (
      <EntryContext.Provider value={entry}>
        <ReasoningContext.Provider value={value}>
          <Element
            data-state={open ? 'open' : 'closed'}
            {...(streaming ? { 'data-streaming': '', 'aria-busy': true } : {})}
            {...props}
            ref={ref}
          >
            {children ?? (
              <>
                <Trigger />
                <Content />
              </>
            )}
          </Element>
        </ReasoningContext.Provider>
      </EntryContext.Provider>
    );
  }),
  'Reasoning.Root',
);
