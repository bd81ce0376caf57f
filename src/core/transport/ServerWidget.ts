import type { WidgetContainer } from '../WidgetSpec';

export interface ServerWidgetContext {
  widget: string;
  /** Aborted when the request that asked for this is gone. */
  signal: AbortSignal;
}

/**
 * A widget whose data and actions live behind a transport: in `createWidgetServer` or in
 * `createMemoryTransport`. The drawing stays on the client, registered under the same id.
 */
export interface ServerWidget<TData = unknown> {
  id: string;
  container?: WidgetContainer;
  title?: string;
  render(context: ServerWidgetContext): TData | Promise<TData>;
  /** Throw `WidgetError` (e.g. `unknownAction(action)`) to answer with a status other than 500. */
  handleAction?(action: string, args: unknown, context: ServerWidgetContext): unknown;
}

export function defineServerWidget<TData>(widget: ServerWidget<TData>): ServerWidget<TData> {
  return widget;
}
