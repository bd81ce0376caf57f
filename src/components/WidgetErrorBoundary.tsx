import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetErrorBoundaryProps {
  children: ReactNode;
  onClose: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Keeps a crashing widget inside its container: the page and transcript stay usable. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div role="alert" data-slot="widget-crash">
        <p data-slot="widget-crash-message">This widget stopped working: {error.message || error.name}</p>
        <div data-slot="widget-crash-actions">
          <button type="button" data-slot="widget-button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          <button type="button" data-slot="widget-button" onClick={this.props.onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }
}
