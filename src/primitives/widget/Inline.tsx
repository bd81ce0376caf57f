import { forwardRef, useLayoutEffect, type HTMLAttributes } from 'react';
import { useCameoClient } from '../../react';
import { Body } from './Body';
import { withDisplayName } from '../withDisplayName';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  widget: string;
  /** Names the region, as the launcher's label names its button. */
  label: string;
  /** The launcher's `data`: the first paint, as a snapshot is for an opened widget. */
  snapshot?: { data: unknown };
}

const ignore = () => {};

/**
 * A widget shown in the transcript in place of its launcher (`display: 'inline'`): a region
 * named by the launcher's label, holding the widget's body (or `children`, to style it). It is
 * one of the widget's viewers while mounted, as a `WidgetView` is; `close` does nothing here.
 */
export const Inline = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, InlineProps>(function Inline({ widget, label, snapshot, children, ...props }, ref) {
    const client = useCameoClient();
    const data = snapshot?.data;
    // Before the body subscribes (its store subscription is a passive effect) and before paint, so
    // the first paint is the launcher's data and no fetch starts. Not during render: seeding
    // updates every other viewer of the widget.
    useLayoutEffect(() => {
      if (snapshot) client.seed(widget, data);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the first paint only, as initialData
    }, [client, widget]);
    return (
      <section aria-label={label} data-display="inline" data-widget={widget} {...props} ref={ref}>
        {children ?? <Body widget={widget} onClose={ignore} />}
      </section>
    );
  }),
  'Widget.Inline',
);
