import { forwardRef, useEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';
import type { ToolCallStatus } from '../../core';
import { useCameoContext } from '../../react';
import { useToolCard } from './ToolCardContext';
import type { ToolCardPartProps } from './Trigger';

/** A glyph per status, so the state never rests on colour alone (the text says it too). */
const icons: Record<ToolCallStatus, string> = {
  pending: '?',
  running: '',
  complete: '✓',
  error: '!',
  denied: '⊘',
  cancelled: '■',
};

/**
 * The status as an icon and words (`data-state`). While running, the icon is a live indicator
 * (`data-part="indicator"`, animate it with CSS under `prefers-reduced-motion: no-preference`).
 */
export const Status = forwardRef<HTMLElement, ToolCardPartProps>(function Status({ asChild: _asChild, children, ...props }, ref) {
  const { status } = useToolCard();
  const { labels } = useCameoContext();
  return (
    <span data-state={status} {...props} ref={ref}>
      <span aria-hidden="true" data-part={status === 'running' ? 'indicator' : 'icon'}>
        {icons[status]}
      </span>
      {children ?? <span data-part="text">{labels.toolStatus(status)}</span>}
    </span>
  );
});

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
export const Announcer = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function Announcer(
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
});
