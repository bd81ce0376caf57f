import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { ToolResultEntry } from '../../core';
import { useCameo } from '../../react';
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
  const { labels } = useCameo();
  const Element = asChild ? Slot : 'span';
  return (
    <Element {...props} ref={ref}>
      {children ?? (entry.isError ? labels.toolError : labels.toolResult)}
    </Element>
  );
});

export const ToolResultContent = forwardRef<HTMLParagraphElement, ToolResultPartProps>(function ToolResultContent(
  { asChild, ...props },
  ref,
) {
  const entry = useEntryOf('tool_result');
  const Element = asChild ? Slot : 'p';
  return (
    <Element {...props} ref={ref}>
      {entry.content}
    </Element>
  );
});
