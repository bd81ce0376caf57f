import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { WidgetError } from '../../core';
import {
  WidgetInstanceContext,
  useCameo,
  useTransportWidgets,
  useWidgetActions,
  useWidgetData,
  useWidgetDefinition,
  useWidgetSubscription,
  type WidgetDefinition,
} from '../../react';
import { ErrorBoundary } from '../ErrorBoundary';
import { CrashNotice } from './CrashNotice';
import { useOpenWidget } from './OpenWidgetContext';

export interface BodyProps extends HTMLAttributes<HTMLDivElement> {
  /** The widget to show; defaults to the one the host has open. */
  widget?: string;
  /** What the widget's `close` and the crash fallback do; defaults to closing the host. */
  onClose?: () => void;
  asChild?: boolean;
}

/**
 * A widget on screen, or a clear message for why it cannot show. `data-status` is `unknown`,
 * `unavailable`, `loading`, `error`, `empty` or `ready`; each message has `data-notice`. While
 * mounted it is subscribed to the widget's pushed updates; unmounting ends the subscription.
 */
export const Body = forwardRef<HTMLDivElement, BodyProps>(function Body({ widget, onClose, asChild, ...props }, ref) {
  const { closeWidget } = useCameo();
  const current = useOpenWidget();
  const id = widget ?? current?.open.widget ?? '';
  // A new session (re-open, or the host re-targeted) starts from a fresh state.
  const session = widget === undefined ? current?.open.session : undefined;
  const Element = asChild ? Slot : 'div';
  return (
    <BodyState key={`${id}:${session ?? ''}`} id={id} onClose={onClose ?? closeWidget}>
      {(status, content) => (
        <Element data-status={status} {...props} ref={ref}>
          {content}
        </Element>
      )}
    </BodyState>
  );
});

type Status = 'unknown' | 'unavailable' | 'loading' | 'error' | 'empty' | 'ready';
type Frame = (status: Status, content: ReactNode) => ReactNode;

function BodyState({ id, onClose, children }: { id: string; onClose: () => void; children: Frame }) {
  const definition = useWidgetDefinition(id);
  const { labels } = useCameo();
  // Keyed by session, so this remembers whether the widget existed since this one opened: a
  // widget unregistered while open is "no longer available", not an id nobody knows.
  const [seen, setSeen] = useState(definition !== undefined);
  if (definition && !seen) setSeen(true);
  if (!definition && seen) {
    return children(
      'unavailable',
      <div role="alert" data-notice="unavailable">
        <p>{labels.widgetUnavailable(id)}</p>
      </div>,
    );
  }
  if (!definition) {
    return children(
      'unknown',
      <div role="alert" data-notice="unknown">
        <p>{labels.unknownWidget(id)}</p>
      </div>,
    );
  }
  return <WidgetContent id={id} definition={definition} onClose={onClose} frame={children} />;
}

function WidgetContent(props: { id: string; definition: WidgetDefinition; onClose: () => void; frame: Frame }) {
  const { id, definition, onClose, frame } = props;
  const { labels } = useCameo();
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
      return frame(
        'error',
        <div role="alert" data-notice="error">
          <p>{labels.loadFailed(query.error?.message ?? '')}</p>
          {/* A retry without data puts the query back to pending, so "Loading…" replaces this. */}
          <button type="button" onClick={() => void query.refetch()}>
            {labels.retry}
          </button>
        </div>,
      );
    }
    if (query.fetchStatus === 'idle') {
      return frame(
        'empty',
        <p role="status" data-notice="empty">
          {labels.noData}
        </p>,
      );
    }
    return frame(
      'loading',
      <p role="status" data-notice="loading">
        {labels.loading}
      </p>,
    );
  }

  const Widget = definition.component;
  return frame(
    'ready',
    <WidgetInstanceContext.Provider value={instance}>
      {streamError && !isFinal(streamError) && (
        <p role="status" data-notice="stream">
          {labels.reconnecting}
        </p>
      )}
      {actions.failure && (
        <div role="alert" data-notice="action-error">
          <p>{labels.actionFailed(actions.failure.action, actions.failure.error.message)}</p>
          <button type="button" onClick={actions.dismissFailure}>
            {labels.dismiss}
          </button>
        </div>
      )}
      <ErrorBoundary
        fallback={(error, reset) => (
          <CrashNotice
            error={error}
            name={definition.title ?? id}
            reset={reset}
            onClose={onClose}
            inputs={[query.data, Widget]}
          />
        )}
      >
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
      </ErrorBoundary>
    </WidgetInstanceContext.Provider>,
  );
}

/** A 404 on the stream means the backend has no such widget: retrying will not help. */
function isFinal(error: Error): boolean {
  return error instanceof WidgetError && error.status === 404;
}
