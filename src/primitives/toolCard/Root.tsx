import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useCallback, useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { useDisclosure } from '../useDisclosure';
import { useCameoClient, useCameoContext, useEntry } from '../../react';
import type { ToolCardGroup } from './groupToolCards';
import { ToolCardContext, type ToolCardContextValue } from './ToolCardContext';
import { toolCardStatus } from './toolCardStatus';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  group: ToolCardGroup;
  /** Controlled disclosure; leave unset for the card to keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  asChild?: boolean;
}

/**
 * One tool call with everything linked to it (`data-state`: pending, running, complete, error,
 * denied; `data-expanded` while open). Reads its entries from the store, so a streamed argument
 * or a new result re-renders this card alone.
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, RootProps>(function Root(
    { group, open: openProp, defaultOpen, onOpenChange, asChild, children, ...props },
    ref,
  ) {
    const client = useCameoClient();
    const { labels } = useCameoContext();
    const callEntry = useEntry(group.callKey ?? '');
    const resultEntry = useEntry(group.resultKey ?? '');
    const approvalEntry = useEntry(group.approvalKey ?? '');
    const call = callEntry?.type === 'tool_call' ? callEntry : undefined;
    const result = resultEntry?.type === 'tool_result' ? resultEntry : undefined;
    const approval = approvalEntry?.type === 'tool_approval' ? approvalEntry : undefined;
    const status = toolCardStatus({ call, result, approval });
    const [open, setOpen] = useDisclosure({ open: openProp, defaultOpen, onOpenChange });
    const triggerRef = useRef<HTMLButtonElement>(null);
    const contentId = useId();
    const callId = call?.id;
    const decide = useCallback(
      (approved: boolean, reason?: string) => {
        if (callId === undefined) return;
        client.decideToolCall(reason === undefined ? { toolCallId: callId, approved } : { toolCallId: callId, approved, reason });
        // The buttons go away with the question; the trigger is the card's one lasting control.
        triggerRef.current?.focus();
      },
      [client, callId],
    );
    // A result with no call is named for what it is: there is no tool name to word.
    const label = call ? labels.toolLabel(call.name) : result ? (result.isError ? labels.toolError : labels.toolResult) : '';
    const value = useMemo<ToolCardContextValue>(
      () => ({
        group,
        call,
        result,
        approval,
        status,
        label,
        // A call cut off mid-arguments keeps its partial text, but it no longer grows.
        streaming: call?.argsText !== undefined && call.cancelled !== true,
        open,
        setOpen,
        triggerRef,
        contentId,
        decide,
      }),
      [group, call, result, approval, status, label, open, setOpen, contentId, decide],
    );
    const Element = asChild ? Slot : 'div';
    return (
      <ToolCardContext.Provider value={value}>
        <Element
          data-state={status}
          data-tool={call?.name}
          {...(open ? { 'data-expanded': '' } : {})}
          {...props}
          ref={ref}
        >
          {children}
        </Element>
      </ToolCardContext.Provider>
    );
  }),
  'ToolCard.Root',
);
