import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { useTranscriptScroll } from './TranscriptScroll';
import { withDisplayName } from '../withDisplayName';

export type JumpToLatestProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Shown only while the user has scrolled away from the latest entry; brings them back. */
export const JumpToLatest = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, JumpToLatestProps>(function JumpToLatest(
    { onClick, children, ...props },
    ref,
  ) {
    const scroll = useTranscriptScroll();
    const { labels } = useCameoContext();
    if (!scroll || scroll.atBottom) return null;
    return (
      <button type="button" {...props} ref={ref} onClick={composeEventHandlers(onClick, scroll.jumpToLatest)}>
        {children ?? labels.jumpToLatest}
      </button>
    );
  }),
  'Transcript.JumpToLatest',
);
