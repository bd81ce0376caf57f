import { forwardRef } from 'react';
import type { ToolCallStatus } from '../../core';
import { useCameoContext } from '../../react';
import { useToolCard } from './ToolCardContext';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

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
export const Status = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Status({ asChild: _asChild, children, ...props }, ref) {
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
  }),
  'ToolCard.Status',
);
