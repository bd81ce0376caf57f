import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toError } from '../core/internal';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead; `reset` renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Confines a render error to the part that threw, so the rest of the page stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: null }));
  }
}
