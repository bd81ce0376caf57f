import { forwardRef, useEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A polite live region that speaks a card's status when it changes. It starts empty, so a card
 * mounted with history (a reload, a row scrolled into view) announces nothing.
 */
export const Announcer = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function Announcer(
    { style, ...props },
    ref,
  ) {
    const { status, label } = useToolCard();
    const { labels } = useCameoContext();
    const [said, setSaid] = useState('');
    const seen = useRef(status);
    useEffect(() => {
      if (seen.current === status) return;
      seen.current = status;
      setSaid(labels.toolAnnouncement(label, status));
    }, [status, label, labels]);
    return (
      <span role="status" aria-live="polite" {...props} style={{ ...visuallyHidden, ...style }} ref={ref}>
        {said}
      </span>
    );
  }),
  'ToolCard.Announcer',
);
