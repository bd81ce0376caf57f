import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

export interface WidgetErrorBoundaryProps {
  children: ReactNode;
  onClose: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Keeps a crashing widget inside its container, with a way to retry or to close it. */
export function WidgetErrorBoundary({ children, onClose, onError }: WidgetErrorBoundaryProps) {
  return (
    <ErrorBoundary
      onError={onError}
      fallback={(error, reset) => (
        <div role="alert" data-slot="widget-crash">
          <p data-slot="widget-crash-message">This widget stopped working: {error.message || error.name}</p>
          <div data-slot="widget-crash-actions">
            <button type="button" data-slot="widget-button" onClick={reset}>
              Try again
            </button>
            <button type="button" data-slot="widget-button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
