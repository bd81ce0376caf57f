import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { WidgetError } from '../../core';
import {
  WidgetInstanceContext,
  WidgetLaunchContext,
  useCameoContext,
  useWidgetLaunch,
  useWidgetDefinition,
  useWidgetObserver,
  type WidgetDefinition,
} from '../../react';
import { ErrorBoundary } from '../ErrorBoundary';
import { CrashNotice } from './CrashNotice';
import { useOpenWidget } from './OpenWidgetContext';
import { withDisplayName } from '../withDisplayName';

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
 * mounted it is one of the widget's viewers: it gets pushed updates over the stream all viewers
 * share, and unmounting it aborts the actions it started.
 */
export const Body = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, BodyProps>(function Body({ widget, onClose, asChild, ...props }, ref) {
    const { client } = useCameoContext();
    const current = useOpenWidget();
    const id = widget ?? current?.open.widget ?? '';
    // A new session (re-open, or the host re-targeted) starts from a fresh state.
    const session = widget === undefined ? current?.open.session : undefined;
    const Element = asChild ? Slot : 'div';
    // The host's body is drawn for the launch that opened it; a body given its widget (inline) keeps
    // the launch it is drawn in.
    const outer = useWidgetLaunch();
    const open = widget === undefined ? current?.open : undefined;
    const hostLaunch = useMemo(
      () => open && { launcherKey: open.launcherKey, toolCallId: open.toolCallId, data: open.snapshot?.data },
      [open],
    );
    return (
      <WidgetLaunchContext.Provider value={widget === undefined ? (hostLaunch ?? null) : outer}>
        <BodyState key={`${id}:${session ?? ''}`} id={id} onClose={onClose ?? client.close}>
          {(status, content) => (
            <Element data-status={status} {...props} ref={ref}>
              {content}
            </Element>
          )}
        </BodyState>
      </WidgetLaunchContext.Provider>
    );
  }),
  'Widget.Body',
);

type Status = 'unknown' | 'unavailable' | 'loading' | 'error' | 'empty' | 'ready';
type Frame = (status: Status, content: ReactNode) => ReactNode;

function BodyState({ id, onClose, children }: { id: string; onClose: () => void; children: Frame }) {
  const definition = useWidgetDefinition(id);
  const { labels } = useCameoContext();
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
  const { labels } = useCameoContext();
  const [observer, state] = useWidgetObserver(id);

  if (state.data === undefined) {
    if (state.status === 'error') {
      return frame(
        'error',
        <div role="alert" data-notice="error">
          <p>{labels.loadFailed(state.error?.message ?? '')}</p>
          {/* A retry without data puts the query back to pending, so "Loading…" replaces this. */}
          <button type="button" onClick={observer.refetch}>
            {labels.retry}
          </button>
        </div>,
      );
    }
    if (state.fetchStatus === 'idle') {
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
    <WidgetInstanceContext.Provider value={observer}>
      {state.streamError && !isFinal(state.streamError) && (
        <p role="status" data-notice="stream">
          {labels.reconnecting}
        </p>
      )}
      {state.failure && (
        <div role="alert" data-notice="action-error">
          <p>{labels.actionFailed(state.failure.action, state.failure.error.message)}</p>
          <button type="button" onClick={observer.dismissFailure}>
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
            inputs={[state.data, Widget]}
          />
        )}
      >
        <Widget
          data={state.data}
          status={state.status}
          error={state.error}
          isFetching={state.isFetching}
          refetch={observer.refetch}
          close={onClose}
          dispatch={observer.dispatch}
          pendingAction={state.pendingAction}
        />
      </ErrorBoundary>
    </WidgetInstanceContext.Provider>,
  );
}

/** A 404 on the stream means the backend has no such widget: retrying will not help. */
function isFinal(error: Error): boolean {
  return error instanceof WidgetError && error.status === 404;
}
