import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useId, useMemo, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { useDisclosure } from '../useDisclosure';
import type { ReasoningEntry } from '../../core';
import { useCameoContext } from '../../react';
import { Markdown } from '../markdown/Markdown';
import { SlotPart } from '../SlotPart';
import { EntryContext } from './EntryContext';
import { ReasoningContext, useReasoning, type ReasoningContextValue } from './ReasoningContext';

export interface ReasoningProps extends HTMLAttributes<HTMLDivElement> {
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
export const Reasoning = forwardRef<HTMLDivElement, ReasoningProps>(function Reasoning(
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
              <ReasoningTrigger />
              <ReasoningContent />
            </>
          )}
        </Element>
      </ReasoningContext.Provider>
    </EntryContext.Provider>
  );
});

export interface ReasoningTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  asChild?: boolean;
}

/** The disclosure button (`aria-expanded`, `aria-controls`). Without children: its label. */
export const ReasoningTrigger = forwardRef<HTMLButtonElement, ReasoningTriggerProps>(function ReasoningTrigger(
  { asChild, onClick, children, ...props },
  ref,
) {
  const { open, setOpen, contentId } = useReasoning();
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      {...(asChild ? {} : { type: 'button' as const })}
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => setOpen(!open))}
    >
      {children ?? <ReasoningLabel />}
    </Element>
  );
});

export interface ReasoningLabelProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/** `labels.thinking`, or `labels.thinkingStreaming` while the reasoning streams. */
export const ReasoningLabel = forwardRef<HTMLElement, ReasoningLabelProps>(function ReasoningLabel(
  { asChild, children, ...props },
  ref,
) {
  const { streaming } = useReasoning();
  const { labels } = useCameoContext();
  const label = streaming ? labels.thinkingStreaming : labels.thinking;
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});

export interface ReasoningContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Load remote images in the markdown (off by default, as in messages). */
  allowImages?: boolean;
  /** Keep it in the DOM while closed (hidden), e.g. for an exit animation. */
  forceMount?: boolean;
}

/**
 * The reasoning as markdown, drawn like an assistant's text; rendered only while open, so a
 * collapsed row costs nothing as it streams.
 */
export const ReasoningContent = forwardRef<HTMLDivElement, ReasoningContentProps>(function ReasoningContent(
  { allowImages, forceMount, ...props },
  ref,
) {
  const { entry, open, contentId } = useReasoning();
  if (!open && !forceMount) return null;
  return (
    <Markdown
      id={contentId}
      hidden={!open}
      data-format="markdown"
      text={entry.text}
      allowImages={allowImages}
      {...props}
      ref={ref}
    />
  );
});
