import { useMemo } from 'react';
import { WidgetError } from '../core';
import {
  WidgetInstanceContext,
  useWidgetActions,
  useWidgetData,
  useWidgetDefinition,
  useTransportWidgets,
  useWidgetSubscription,
  type WidgetDefinition,
} from '../react';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

export interface WidgetBodyProps {
  widget: string;
  /** Closes whatever holds the widget; the crash fallback offers it. */
  onClose: () => void;
}

/**
 * A widget on screen, or a clear message for why it cannot show. While mounted it is
 * subscribed to the widget's pushed updates; unmounting ends the subscription.
 */
export function WidgetBody({ widget, onClose }: WidgetBodyProps) {
  const definition = useWidgetDefinition(widget);
  if (!definition) {
    return (
      <div role="alert" data-slot="widget-unknown">
        <p>
          Unknown widget <code>{widget}</code>: no widget with this id is registered.
        </p>
      </div>
    );
  }
  return <WidgetContent id={widget} definition={definition} onClose={onClose} />;
}

function WidgetContent({ id, definition, onClose }: { id: string; definition: WidgetDefinition; onClose: () => void }) {
  const query = useWidgetData(id, definition);
  const actions = useWidgetActions(id, definition);
  // Only widgets whose data the backend owns get its pushes: a client-only widget (its own
  // render, unknown to the backend) would open a stream the server can only refuse.
  const { widgets: remote } = useTransportWidgets();
  const live = definition.render === undefined || remote.some((widget) => widget.id === id);
  const streamError = useWidgetSubscription(id, live);
  const instance = useMemo(() => ({ widget: id, dispatch: actions.dispatch }), [id, actions.dispatch]);

  if (query.data === undefined) {
    if (query.status === 'error') {
      return (
        <div role="alert" data-slot="widget-error">
          <p>Could not load this widget: {query.error?.message}</p>
          {/* A retry without data puts the query back to pending, so "Loading…" replaces this. */}
          <button type="button" data-slot="widget-button" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      );
    }
    if (query.fetchStatus === 'idle') {
      return (
        <p role="status" data-slot="widget-empty">
          This widget has no data: its launcher sent no snapshot and the widget has no render function.
        </p>
      );
    }
    return (
      <p role="status" data-slot="widget-loading">
        Loading…
      </p>
    );
  }

  const Widget = definition.component;
  return (
    <WidgetInstanceContext.Provider value={instance}>
      {streamError && !isFinal(streamError) && (
        <p role="status" data-slot="widget-stream-status">
          Live updates interrupted; reconnecting…
        </p>
      )}
      {actions.failure && (
        <div role="alert" data-slot="widget-action-error">
          <p>
            Action “{actions.failure.action}” failed: {actions.failure.error.message}
          </p>
          <button type="button" data-slot="widget-button" onClick={actions.dismissFailure}>
            Dismiss
          </button>
        </div>
      )}
      <WidgetErrorBoundary onClose={onClose}>
        <Widget
          data={query.data}
          status={query.status}
          error={query.error}
          isFetching={query.isFetching}
          refetch={() => void query.refetch()}
          close={onClose}
          dispatch={actions.dispatch}
          pendingAction={actions.pendingAction}
        />
      </WidgetErrorBoundary>
    </WidgetInstanceContext.Provider>
  );
}

/** A 404 on the stream means the backend has no such widget: retrying will not help. */
function isFinal(error: Error): boolean {
  return error instanceof WidgetError && error.status === 404;
}
