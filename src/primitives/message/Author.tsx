import { forwardRef, memo } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { useAuthorRole } from './useAuthorRole';
import { withDisplayName } from '../withDisplayName';

/**
 * Who wrote it. Nothing in an assistant message that continues a turn: the turn's header says it
 * once. Inside `TranscriptPrimitive.TurnHeader`, the assistant.
 * Memoised: a streamed token changes the text, not who wrote it.
 */
export const Author = /*#__PURE__*/ withDisplayName(
  memo(
    forwardRef<HTMLElement, PartProps>(function Author({ asChild, children, ...props }, ref) {
      const role = useAuthorRole();
      const { labels } = useCameoContext();
      if (role === null) return null;
      const label = role === 'user' ? labels.you : labels.assistant;
      return <SlotPart as="span" asChild={asChild} display={label} {...props} ref={ref}>{children}</SlotPart>;
    }),
  ),
  'Message.Author',
);
