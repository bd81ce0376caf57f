import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { ToolResultEntry } from '../../core';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { CappedText } from './CappedText';
import type { DisplayCapOptions } from './DisplayCap';
import { EntryContext, useEntryOf } from './EntryContext';

export interface ToolResultProps extends HTMLAttributes<HTMLDivElement> {
  entry: ToolResultEntry;
  asChild?: boolean;
}

/** What the model got back (`data-status="ok" | "error"`). Errors are marked in words too. */
export const ToolResult = forwardRef<HTMLDivElement, ToolResultProps>(function ToolResult(
  { entry, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'div';
  return (
    <EntryContext.Provider value={entry}>
      <Element data-status={entry.isError ? 'error' : 'ok'} {...props} ref={ref}>
        {children ?? (
          <>
            <ToolResultLabel />
            <ToolResultContent />
          </>
        )}
      </Element>
    </EntryContext.Provider>
  );
});

export interface ToolResultPartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

export const ToolResultLabel = forwardRef<HTMLElement, ToolResultPartProps>(function ToolResultLabel(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('tool_result');
  const { labels } = useCameoContext();
  const label = entry.isError ? labels.toolError : labels.toolResult;
  return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
});

export interface ToolResultContentProps extends ToolResultPartProps, DisplayCapOptions {}

/** The result text; past `maxDisplayChars` (20,000 by default) folded, with a Show more button after it. */
export const ToolResultContent = forwardRef<HTMLElement, ToolResultContentProps>(function ToolResultContent(
  props,
  ref,
) {
  const entry = useEntryOf('tool_result');
  return <CappedText text={entry.content} {...props} ref={ref} />;
});
ToolResult.displayName = 'ToolResult.Root';
ToolResultLabel.displayName = 'ToolResult.Label';
ToolResultContent.displayName = 'ToolResult.Content';
