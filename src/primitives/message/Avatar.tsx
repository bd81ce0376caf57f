import { forwardRef, memo } from 'react';
import { useCameoContext } from '../../react';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { useAuthorRole } from './useAuthorRole';
import { withDisplayName } from '../withDisplayName';

/**
 * The author's initials, hidden from screen readers (the author's name is said already). Like
 * `Author`, nothing where a turn continues.
 * Memoised: a streamed token changes the text, not who wrote it.
 */
export const Avatar = /*#__PURE__*/ withDisplayName(
  memo(
    forwardRef<HTMLElement, PartProps>(function Avatar({ asChild, children, ...props }, ref) {
      const role = useAuthorRole();
      const { labels } = useCameoContext();
      if (role === null) return null;
      const name = role === 'user' ? labels.you : labels.assistant;
      const initials = name.trim().split(/\s+/, 2).map((word) => [...word][0]?.toUpperCase() ?? '').join('');
      return (
        <SlotPart as="span" asChild={asChild} display={initials} aria-hidden {...props} ref={ref}>
          {children}
        </SlotPart>
      );
    }),
  ),
  'Message.Avatar',
);
