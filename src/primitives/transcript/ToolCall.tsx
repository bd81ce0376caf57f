import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type DetailsHTMLAttributes, type HTMLAttributes } from 'react';
import type { ToolCallEntry } from '../../core';
import { formatJson } from '../../core/internal';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import { EntryContext, useEntryOf } from './EntryContext';

export interface ToolCallProps extends HTMLAttributes<HTMLDivElement> {
  entry: ToolCallEntry;
  asChild?: boolean;
}

/** A tool call (`data-tool`). Without children: its label, name and collapsed arguments. */
export const ToolCall = forwardRef<HTMLDivElement, ToolCallProps>(function ToolCall(
  { entry, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'div';
  return (
    <EntryContext.Provider value={entry}>
      <Element data-tool={entry.name} {...props} ref={ref}>
        {children ?? (
          <>
            <ToolCallLabel /> <ToolCallName />
            <ToolCallArgs />
          </>
        )}
      </Element>
    </EntryContext.Provider>
  );
});

export interface ToolCallPartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

export const ToolCallLabel = forwardRef<HTMLElement, ToolCallPartProps>(function ToolCallLabel(
  { asChild, children, ...props },
  ref,
) {
  const { labels } = useCameoContext();
  return <SlotPart as="span" asChild={asChild} display={labels.toolCall} {...props} ref={ref}>{children}</SlotPart>;
});

export const ToolCallName = forwardRef<HTMLElement, ToolCallPartProps>(function ToolCallName(
  { asChild, children, ...props },
  ref,
) {
  const entry = useEntryOf('tool_call');
  return <SlotPart as="code" asChild={asChild} display={entry.name} {...props} ref={ref}>{children}</SlotPart>;
});

/** The arguments behind a native disclosure, printed with depth and size caps. */
export const ToolCallArgs = forwardRef<HTMLDetailsElement, DetailsHTMLAttributes<HTMLDetailsElement>>(
  function ToolCallArgs({ children, ...props }, ref) {
    const entry = useEntryOf('tool_call');
    const { labels } = useCameoContext();
    return (
      <details {...props} ref={ref}>
        <summary>{children ?? labels.arguments}</summary>
        <pre>{formatJson(entry.args)}</pre>
      </details>
    );
  },
);
ToolCall.displayName = 'ToolCall.Root';
ToolCallLabel.displayName = 'ToolCall.Label';
ToolCallName.displayName = 'ToolCall.Name';
ToolCallArgs.displayName = 'ToolCall.Args';
