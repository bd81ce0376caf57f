import { WidgetError } from '../core';
import { HttpError } from './HttpError';

export interface ErrorDescription {
  status: number;
  message: string;
  headers: Readonly<Record<string, string>>;
  /** False for errors nobody meant to throw: those are logged and answered with a generic 500. */
  expected: boolean;
}

/**
 * Maps anything thrown while answering a request to the JSON error the client sees. A
 * `WidgetError` keeps its message and status; any other throw from a widget becomes a 500 whose
 * message names the widget but never leaks the error's own text.
 */
export function describeError(error: unknown, widget?: string): ErrorDescription {
  if (error instanceof HttpError) {
    return { status: error.status, message: error.message, headers: error.headers, expected: true };
  }
  if (isWidgetError(error)) {
    const status = Number.isInteger(error.status) && error.status >= 400 && error.status <= 599 ? error.status : 500;
    return { status, message: error.message, headers: {}, expected: true };
  }
  const message = widget === undefined ? 'internal error' : `internal error in widget ${widget}`;
  return { status: 500, message, headers: {}, expected: false };
}

/**
 * `instanceof` first; the name check covers a `WidgetError` from a second copy of the core (two
 * bundles of the package loaded side by side), whose class is not this one.
 */
function isWidgetError(error: unknown): error is WidgetError {
  return (
    error instanceof WidgetError ||
    (error instanceof Error && error.name === 'WidgetError' && typeof (error as { status?: unknown }).status === 'number')
  );
}
