import type { OpenWidget } from '../core';
import { useCameo, useWidgetActions, useWidgetData, useWidgetDefinition, type WidgetDefinition } from '../react';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/** The inside of a container: the widget, or a clear message for why it cannot show. */
export function WidgetBody({ open }: { open: OpenWidget }) {
  const definition = useWidgetDefinition(open.widget);
  if (!definition) {
    return (
      <div role="alert" data-slot="widget-unknown">
        <p>
          Unknown widget <code>{open.widget}</code>: no widget with this id is registered.
        </p>
      </div>
    );
  }
  return <WidgetContent id={open.widget} definition={definition} />;
}

function WidgetContent({ id, definition }: { id: string; definition: WidgetDefinition }) {
  const { closeWidget } = useCameo();
  const query = useWidgetData(id, definition);
  const actions = useWidgetActions(id, definition);

  if (query.data === undefined) {
    if (!definition.render) {
      return (
        <p role="status" data-slot="widget-empty">
          This widget has no data: its launcher sent no snapshot and the widget has no render function.
        </p>
      );
    }
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
    return (
      <p role="status" data-slot="widget-loading">
        Loading…
      </p>
    );
  }

  const Widget = definition.component;
  return (
    <>
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
      <WidgetErrorBoundary onClose={closeWidget}>
        <Widget
          data={query.data}
          status={query.status}
          error={query.error}
          isFetching={query.isFetching}
          refetch={() => void query.refetch()}
          close={closeWidget}
          dispatch={actions.dispatch}
          pendingAction={actions.pendingAction}
        />
      </WidgetErrorBoundary>
    </>
  );
}
